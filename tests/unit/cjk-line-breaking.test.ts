import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/*
 * The site's typography breaks Chinese, Japanese and Korean lines by their rules. Read from the
 * stylesheet itself: a browser test cannot see where a line breaks without a Japanese typeface.
 */

const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/site/styles/typography.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The declarations of every top-level rule (or, with `within`, of every rule inside that at-rule) whose selector names `selector`. */
function declarationsFor(selector: string, within?: RegExp): string[] {
  const scope = within ? (within.exec(css)?.[0] ?? '') : css.replace(/@[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
  const rules = [...scope.matchAll(/([^{}@]+)\{([^{}]*)\}/g)]
  return rules.filter(([, selectors]) => selectors!.split(',').some((part) => part.trim() === selector)).map(([, , body]) => body!.replace(/\s+/g, ' ').trim())
}

describe('line breaking in Chinese, Japanese and Korean', () => {
  it.each([':lang(ja)', ':lang(zh)', ':lang(ko)'])('%s breaks lines strictly, so no line starts with "ー" or a small kana', (selector) => {
    expect(declarationsFor(selector).join(' ')).toContain('line-break: strict')
  })

  it('breaks Japanese between phrases only where the browser supports it, leaving others the default', () => {
    expect(declarationsFor(':lang(ja)', /@supports \(word-break: auto-phrase\) \{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/).join(' ')).toContain('word-break: auto-phrase')
    expect(declarationsFor(':lang(ja)').join(' ')).not.toContain('auto-phrase')
  })

  it('keeps Korean words whole', () => {
    expect(declarationsFor(':lang(ko)').join(' ')).toContain('word-break: keep-all')
  })
})
