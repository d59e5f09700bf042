import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { pathFor } from '@/domain/routing/paths'
import type { Locale } from '@/domain/locales'

import { expect, test } from './fixtures'

/** The main pages (home, pricing, a product, contact sales, templates, a legal page) in three scripts' languages. */
const PATHS = ['/', '/pricing', '/crm', '/sales/contact-us', '/templates', '/l/privacy-policy']
const LOCALES: Locale[] = ['en', 'de', 'ja']
/** The checker's jar, from the pinned vnu-jar package (the tests run from the repository's root). */
const VNU_JAR = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar')

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number }

/**
 * The server-rendered HTML of the main pages is valid HTML: the Nu Html Checker (vnu-jar, run
 * on the machine's Java) finds no error. All pages go to one Java process, whose start is slow.
 * Warnings are reported with the test, not hidden, but only errors fail it.
 */
test('the main pages are valid HTML in English, German and Japanese', async ({ request }) => {
  test.setTimeout(240_000)
  const folder = await mkdtemp(path.join(tmpdir(), 'orbit-vnu-'))
  try {
    const files = new Map<string, string>()
    for (const locale of LOCALES) {
      for (const page of PATHS) {
        const url = pathFor({ path: page }, locale)
        const response = await request.get(url)
        expect(response.status(), url).toBe(200)
        const file = path.join(folder, `${locale}${page.replaceAll('/', '_') || '_home'}.html`)
        await writeFile(file, await response.text())
        files.set(file, url)
      }
    }
    const { stderr } = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    })
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
    const described = (message: VnuMessage) =>
      `${files.get(decodeURIComponent(new URL(message.url ?? 'file:/').pathname)) ?? message.url}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`
    const warnings = messages.filter((message) => message.type === 'info')
    if (warnings.length > 0) test.info().annotations.push({ type: 'vnu warnings', description: warnings.map(described).join('\n') })
    expect(messages.filter((message) => message.type !== 'info').map(described)).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
