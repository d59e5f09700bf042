/**
 * The seed's words in every language (src/cms/seed/content/<locale>/*.json): each file passes its
 * schema, has English's texts and no others, and keeps English's placeholders; a broken file
 * stops the seed with its name and the text that is wrong.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { loadSeedCopy, SEED_CONTENT_DIR, SEED_CONTENT_FILES, SEED_CONTENT_LOCALES, seedCopy } from '@/cms/seed/copy'
import { ARTICLE_TRANSLATIONS, ARTICLES_FILE } from '@/cms/seed/articles'
import { ENGLISH_ONLY_CONTENT_FILES, englishPages } from '@/cms/seed/english-pages'

const english = loadSeedCopy('en')

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** A file's texts by path: sections, rows and questions walked down to their strings. */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]]
  return Object.entries(value as object).flatMap(([key, inner]) => texts(inner, at ? `${at}.${key}` : key))
}

describe('the seed content', () => {
  it('has a folder for English and every translated language, and nothing else', () => {
    expect(fs.readdirSync(SEED_CONTENT_DIR).sort()).toEqual([...SEED_CONTENT_LOCALES].sort())
    for (const locale of SEED_CONTENT_LOCALES) {
      expect(fs.readdirSync(path.join(SEED_CONTENT_DIR, locale)).sort(), locale).toEqual(
        [
          ...Object.values(SEED_CONTENT_FILES),
          ...(locale === 'en' ? Object.values(ENGLISH_ONLY_CONTENT_FILES).flat() : []),
          ...(locale === 'en' || (ARTICLE_TRANSLATIONS as readonly string[]).includes(locale) ? [ARTICLES_FILE] : []),
        ]
          .map((file) => `${file}.json`)
          .sort(),
      )
    }
  })

  it('en: the pages in English alone pass their schemas, with only the brand’s placeholders outside code samples', () => {
    const prose = texts(englishPages()).filter(([at]) => !at.includes('.code.'))
    const placeholders = prose.flatMap(([, value]) => value.match(/\{[a-z]+\}/gi) ?? [])
    expect(new Set(placeholders)).toEqual(new Set(['{brand}', '{slug}']))
  })

  for (const locale of SEED_CONTENT_LOCALES.filter((code) => code !== 'en')) {
    it(`${locale}: every file passes its schema, with English's texts and placeholders`, () => {
      const theirs = loadSeedCopy(locale)
      for (const part of Object.keys(SEED_CONTENT_FILES) as (keyof typeof SEED_CONTENT_FILES)[]) {
        const ours = Object.fromEntries(texts(english[part]))
        const translated = Object.fromEntries(texts(theirs[part]))
        expect(Object.keys(translated).sort(), part).toEqual(Object.keys(ours).sort())
        for (const [key, text] of Object.entries(translated)) expect(placeholders(text), `${part}.${key}`).toEqual(placeholders(ours[key]!))
      }
    })
  }

  it('is English for English-speaking locales and for anything that is not a locale', () => {
    expect(seedCopy('en-sg')).toBe(seedCopy('en'))
    expect(seedCopy('en-ph')).toBe(seedCopy('en'))
    expect(seedCopy('de').starterPages.homeTitle).toContain('{brand}')
    expect(seedCopy('de').starterPages.homeTitle).not.toBe(seedCopy('en').starterPages.homeTitle)
  })
})

describe('a broken seed file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-content-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** A copy of the content where `edit` changes German's `file`. */
  function withGerman(file: string, edit: (json: Record<string, unknown>) => void): string {
    const copy = fs.mkdtempSync(path.join(dir, 'copy-'))
    fs.cpSync(SEED_CONTENT_DIR, copy, { recursive: true })
    const where = path.join(copy, 'de', `${file}.json`)
    const json = JSON.parse(fs.readFileSync(where, 'utf8')) as Record<string, unknown>
    edit(json)
    fs.writeFileSync(where, JSON.stringify(json))
    return copy
  }

  it('stops the seed, naming the file and the text that is missing, empty or unknown', () => {
    const missing = withGerman('starter-pages', (json) => delete json.homeTitle)
    expect(() => loadSeedCopy('de', missing)).toThrow(/de\/starter-pages\.json[\s\S]*homeTitle/)
    const empty = withGerman('pictures', (json) => (json.kanban = '  '))
    expect(() => loadSeedCopy('de', empty)).toThrow(/de\/pictures\.json[\s\S]*kanban/)
    const unknown = withGerman('navigation', (json) => (json.notInEnglish = 'Hallo'))
    expect(() => loadSeedCopy('de', unknown)).toThrow(/de\/navigation\.json[\s\S]*notInEnglish/)
    const shape = withGerman('use-case-pages', (json) => ((json.hr as { faq: unknown }).faq = [['only a question']]))
    expect(() => loadSeedCopy('de', shape)).toThrow(/de\/use-case-pages\.json[\s\S]*hr\.faq\.0/)
  })

  it('stops the seed when a file is not JSON, naming it', () => {
    const copy = withGerman('legal-pages', () => {})
    fs.writeFileSync(path.join(copy, 'de', 'legal-pages.json'), '{ "privacy": ')
    expect(() => loadSeedCopy('de', copy)).toThrow(/de\/legal-pages\.json could not be read/)
  })
})
