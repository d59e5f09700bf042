/**
 * The README and docs/ link to each other and to the code: every relative link must lead to a
 * file or folder that exists, and every #anchor to a heading of the page it names.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(full)
    return entry.name.endsWith('.md') ? [full] : []
  })
}

const PAGES = ['README.md', ...markdownFiles('docs')]

/** The anchors GitHub gives a page's headings. */
function anchors(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '')
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!)
  return new Set(
    headings.map((heading) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  )
}

/** Every link of a page outside its code blocks and code spans, as written. */
function links(file: string): string[] {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!)
}

describe('the README and docs/', () => {
  it('has the pages a newcomer reads after the README', () => {
    for (const page of ['architecture', 'operations', 'security', 'performance', 'spec-differences']) {
      expect(PAGES).toContain(path.join('docs', `${page}.md`))
    }
    expect(fs.readdirSync('docs/decisions').length).toBeGreaterThan(1)
  })

  it('keeps the README a front door', () => {
    expect(fs.readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(250)
  })

  for (const page of PAGES) {
    it(`${page}: every relative link leads somewhere`, () => {
      const broken: string[] = []
      for (const link of links(page)) {
        if (/^[a-z]+:/i.test(link)) continue
        const [target = '', anchor] = link.split('#')
        const file = target === '' ? page : path.join(path.dirname(page), decodeURIComponent(target))
        if (!fs.existsSync(file)) broken.push(`${link}: no ${file}`)
        else if (anchor !== undefined && !anchors(file).has(anchor)) broken.push(`${link}: no heading #${anchor} in ${file}`)
      }
      expect(broken).toEqual([])
    })
  }
})
