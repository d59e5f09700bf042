/**
 * Articles: visitors read published ones only; slugs are checked and unique per kind; lists page
 * newest first; the proxy's snapshot knows their addresses; and the help centre's full-text
 * search finds published help articles by a word of their body, in English and in German (with
 * German stemming), never a draft, and answers any input without an error.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { listPublishedArticles } from '@/cms/queries/article-listing'
import { findPublishedArticle } from '@/cms/queries/find-published-article'
import { searchHelpArticles } from '@/cms/queries/search-help-articles'
import { loadSiteSnapshot } from '@/cms/queries/site-snapshot'
import { readSearchQuery } from '@/domain/articles/search'
import type { Locale } from '@/domain/locales'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import { articleBody } from '@/cms/seed/articles'

import { api } from '../helpers/rest'

const AS_SEED = { overrideAccess: true, context: { disableRevalidate: true } } as const

let payload: Payload
const created: number[] = []

const body = (...paragraphs: string[]) => articleBody(paragraphs, 'Orbit')

async function createArticle(data: {
  kind: 'blog' | 'help' | 'webinar' | 'news'
  slug: string
  title: string
  body: string[]
  status: 'draft' | 'published'
  publishedAt?: string
}) {
  const doc = await payload.create({
    collection: 'articles',
    data: {
      kind: data.kind,
      slug: data.slug,
      title: data.title,
      excerpt: `About ${data.title.toLowerCase()}.`,
      author: 'Test Author',
      publishedAt: data.publishedAt ?? '2026-11-01T09:00:00.000Z',
      body: body(...data.body),
      _status: data.status,
    },
    ...AS_SEED,
  })
  created.push(doc.id)
  return doc
}

const search = (locale: Locale, text: string) => searchHelpArticles(payloadPool(payload), { locale, text })
const slugsOf = (results: { slug: string }[]) => results.map((result) => result.slug)

let invoices: number
let draft: number

beforeAll(async () => {
  payload = await getPayload({ config })
  invoices = (
    await createArticle({
      kind: 'help',
      slug: 'test-billing-runs',
      title: 'Billing runs',
      body: ['Each month the reconciliation of your payments happens overnight, and the invoices are emailed to the billing contacts.'],
      status: 'published',
    })
  ).id
  await payload.update({
    collection: 'articles',
    id: invoices,
    locale: 'de',
    data: {
      title: 'Abrechnungsläufe',
      excerpt: 'Wie die Abrechnung funktioniert.',
      body: body('Jeden Monat werden die Rechnungen über Nacht erstellt und an die Abrechnungskontakte geschickt.'),
      _status: 'published',
    },
    ...AS_SEED,
  })
  draft = (
    await createArticle({
      kind: 'help',
      slug: 'test-unreleased-feature',
      title: 'Unreleased feature',
      body: ['The reconciliation dashboard of the unreleased feature shows a zeppelin.'],
      status: 'draft',
    })
  ).id
  await createArticle({
    kind: 'help',
    slug: 'test-english-only',
    title: 'English only',
    body: ['Our cartographers draw every map by hand.'],
    status: 'published',
  })
  for (const [index, day] of ['01', '02', '03', '04', '05'].entries()) {
    await createArticle({
      kind: 'news',
      slug: `test-news-${index + 1}`,
      title: `News ${index + 1}`,
      body: ['A short item.'],
      status: 'published',
      publishedAt: `2030-01-${day}T09:00:00.000Z`,
    })
  }
})

afterAll(async () => {
  await payload?.delete({ collection: 'articles', where: { id: { in: created } }, ...AS_SEED })
})

describe('access', () => {
  it('never shows a draft to anonymous visitors, listed, asked for by id or with draft=true', async () => {
    const list = await api('GET', '/articles?limit=200&depth=0')
    expect(list.status).toBe(200)
    const ids = (list.body.docs as { id: number; _status: string }[]).map((doc) => doc.id)
    expect(ids).toContain(invoices)
    expect(ids).not.toContain(draft)
    expect((list.body.docs as { _status: string }[]).every((doc) => doc._status === 'published')).toBe(true)
    expect((await api('GET', `/articles/${draft}`)).status).toBeOneOf([403, 404])
    expect((await api('GET', `/articles/${draft}?draft=true`)).status).toBeOneOf([403, 404])
    const drafts = await api('GET', '/articles?draft=true&where[slug][equals]=test-unreleased-feature')
    expect(drafts.body.docs ?? []).toEqual([])
  })

  it('does not let anonymous visitors write', async () => {
    const attempt = await api('POST', '/articles', { body: { kind: 'blog', slug: 'intruder', title: 'x', excerpt: 'x', publishedAt: '2026-01-01' } })
    expect(attempt.status).toBeOneOf([401, 403])
    expect((await api('DELETE', `/articles/${invoices}`)).status).toBeOneOf([401, 403])
  })

  it('reads a published article for the site, with the locales it is written in, and never a draft', async () => {
    const found = await findPublishedArticle(payload, { kind: 'help', slug: 'test-billing-runs' }, 'de')
    expect(found?.article.title).toBe('Abrechnungsläufe')
    expect(found?.translatedLocales.sort()).toEqual(['de', 'en'])
    // A locale without a translation reads English.
    expect((await findPublishedArticle(payload, { kind: 'help', slug: 'test-billing-runs' }, 'fr'))?.article.title).toBe('Billing runs')
    expect(await findPublishedArticle(payload, { kind: 'help', slug: 'test-unreleased-feature' }, 'en')).toBeNull()
    // The slug belongs to its kind.
    expect(await findPublishedArticle(payload, { kind: 'blog', slug: 'test-billing-runs' }, 'en')).toBeNull()
  })
})

describe('slugs', () => {
  it('refuses a slug that is not lowercase kebab-case, or one the listing pages use', async () => {
    for (const slug of ['Bad Slug', 'trailing-', 'a--b', 'ünïcode', 'page', 'search']) {
      await expect(createArticle({ kind: 'blog', slug, title: 'Bad', body: ['x'], status: 'draft' }), slug).rejects.toThrow()
    }
  })

  it('is unique per kind: the same slug may exist once in each kind', async () => {
    await createArticle({ kind: 'blog', slug: 'test-shared-slug', title: 'Shared', body: ['x'], status: 'draft' })
    await expect(createArticle({ kind: 'blog', slug: 'test-shared-slug', title: 'Again', body: ['x'], status: 'draft' })).rejects.toThrow()
    await expect(createArticle({ kind: 'webinar', slug: 'test-shared-slug', title: 'Shared webinar', body: ['x'], status: 'draft' })).resolves.toBeTruthy()
  })
})

describe('lists and routing', () => {
  it('lists one kind newest first, a page at a time', async () => {
    const first = await listPublishedArticles(payload, { kind: 'news', perPage: 2, page: 1, locale: 'en' })
    expect(first.articles.map((article) => article.slug)).toEqual(['test-news-5', 'test-news-4'])
    expect(first.pages).toBeGreaterThanOrEqual(3)
    const second = await listPublishedArticles(payload, { kind: 'news', perPage: 2, page: 2, locale: 'en' })
    expect(second.articles.map((article) => article.slug)).toEqual(['test-news-3', 'test-news-2'])
    const help = await listPublishedArticles(payload, { kind: 'help', perPage: 50, page: 1, locale: 'en' })
    expect(help.articles.map((article) => article.slug)).not.toContain('test-unreleased-feature')
  })

  it('gives the proxy every published article’s address, and no draft’s', async () => {
    const snapshot = await loadSiteSnapshot(payload)
    const paths = snapshot.pages.map((page) => page.path)
    expect(paths).toContain('/helpcenter/test-billing-runs')
    expect(paths).toContain('/p/news/test-news-1')
    expect(paths).not.toContain('/helpcenter/test-unreleased-feature')
  })
})

describe('help centre search', () => {
  it('finds a published help article by a word only in its body, in English', async () => {
    expect(slugsOf(await search('en', 'reconciliation'))).toEqual(['test-billing-runs'])
    // English stemming: "reconciliations" and "invoice" find "reconciliation" and "invoices".
    expect(slugsOf(await search('en', 'invoice'))).toContain('test-billing-runs')
  })

  it('finds the German text in German, with German stemming: „Rechnung“ finds „Rechnungen“', async () => {
    const results = await search('de', 'Rechnung')
    expect(slugsOf(results)).toEqual(['test-billing-runs'])
    expect(results[0]).toMatchObject({ title: 'Abrechnungsläufe', locale: 'de' })
    // The German version is searched in German, not its English original.
    expect(slugsOf(await search('de', 'reconciliation'))).toEqual([])
  })

  it('searches the English text of an article not translated into the visitor’s language', async () => {
    expect(slugsOf(await search('de', 'cartographers'))).toEqual(['test-english-only'])
    expect(slugsOf(await search('fr', 'reconciliation'))).toEqual(['test-billing-runs'])
  })

  it('never finds a draft, nor the draft of a published article', async () => {
    expect(slugsOf(await search('en', 'zeppelin'))).toEqual([])
    await payload.update({
      collection: 'articles',
      id: invoices,
      data: { body: body('A draft mentions a hovercraft.'), _status: 'draft' },
      draft: true,
      ...AS_SEED,
    })
    expect(slugsOf(await search('en', 'hovercraft'))).toEqual([])
    expect(slugsOf(await search('en', 'reconciliation'))).toEqual(['test-billing-runs'])
  })

  it('answers any input without an error: SQL metacharacters, operators, other scripts, long words', async () => {
    const inputs = [
      "'; DROP TABLE articles; --",
      'reconciliation OR 1=1',
      '"unterminated',
      '!!&|:*()<->',
      '-reconciliation',
      '\\x00 \\ % _',
      '日本語のテキスト',
      'the and of',
      'a'.repeat(200),
      '\uFFFD\uFFFD',
    ]
    for (const input of inputs) {
      const query = readSearchQuery(input)
      if (query.kind !== 'words') continue
      await expect(search('en', query.text), input).resolves.toBeInstanceOf(Array)
      await expect(search('de', query.text), input).resolves.toBeInstanceOf(Array)
    }
    expect((await payload.count({ collection: 'articles', overrideAccess: true })).totalDocs).toBeGreaterThan(0)
  })

  it('turns empty, too long and control-character input into a query the page explains, before any SQL', () => {
    expect(readSearchQuery(undefined)).toEqual({ kind: 'empty' })
    expect(readSearchQuery('   ')).toEqual({ kind: 'empty' })
    expect(readSearchQuery('x'.repeat(500))).toMatchObject({ kind: 'too-long' })
    expect(readSearchQuery('recon\u0000ciliation')).toEqual({ kind: 'words', text: 'recon ciliation' })
    expect(readSearchQuery(['first', 'second'])).toEqual({ kind: 'words', text: 'first' })
  })
})
