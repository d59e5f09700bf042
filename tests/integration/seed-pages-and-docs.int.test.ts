/**
 * What the seed gives the pricing page, the product pages, the legal and use-case pages and the
 * developer docs: the plans to show, each product page linked to its mini-site from its first version,
 * the legal texts and the hero pictures' descriptions in every language, and a docs sidebar
 * that lists every developer page once.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { toMiniSiteConfig } from '@/domain/mini-site-document'
import { dynamicAssetFor, dynamicTitleFor, validateMiniSite } from '@/domain/mini-site'
import { COOKIE_POLICY_PATH } from '@/domain/consent'
import { PRICE_CURRENCIES } from '@/domain/currency'
import { TRANSLATED_LOCALES } from '@/domain/locales'
import { parseTranslationEdits, translationStatus } from '@/domain/translation-status'
import { messages } from '@/i18n/messages'
import type { MiniSite } from '@/payload-types'

import { useTemporaryDataDir } from '../helpers/upload'

// Before the config is loaded: it reads DATA_DIR for the media folder (the seed uploads logos).
const dataDir = useTemporaryDataDir()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { seedContent } = await import('@/cms/seed/content')
const { brandRoute, SITE_ROUTES } = await import('@/cms/seed/siteRoutes')

const brand = { name: 'Orbit', slug: 'orbit' }

/** The product pages of the spec that carry a mini-site, and whose it is. */
const PRODUCT_PAGES = {
  '/crm': 'crm',
  '/w/dev': 'dev',
  '/w/service': 'service',
  '/w/work-management': 'work-management',
  '/w/crm/campaigns': 'marketing_campaigns',
  '/marketing': 'marketer',
  '/project-management': 'projects',
} as const

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seedContent(payload, brand)
})

afterAll(() => dataDir.restore())

const pageAt = async (path: string) =>
  (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 2, limit: 1, overrideAccess: false })).docs[0]

describe('the seeded pricing page', () => {
  it('shows every product’s plans, work management first', async () => {
    const page = await pageAt('/pricing')
    const tables = (page?.layout ?? []).flatMap((block) => (block.blockType === 'pricingTable' ? [block.product] : []))
    expect(tables).toEqual(['work-management', 'crm', 'dev', 'service', 'marketing_campaigns'])
  })

  it('has those products’ paid plans priced in every currency', async () => {
    const pricing = await payload.findGlobal({ slug: 'pricing', overrideAccess: false })
    for (const product of ['work-management', 'crm', 'dev', 'service', 'marketing_campaigns']) {
      const plans = pricing.products?.find((entry) => entry.product === product)?.plans ?? []
      expect(plans.length).toBeGreaterThan(0)
      for (const plan of plans.filter((candidate) => !candidate.contactSales)) {
        expect(plan.prices?.map((price) => price.currency)).toEqual([...PRICE_CURRENCIES])
      }
    }
  })
})

describe('the seeded product pages', () => {
  it.each(Object.entries(PRODUCT_PAGES))('%s shows the %s mini-site, valid, with an image and a title for the page', async (path, product) => {
    const page = await pageAt(path)
    expect(page, `no published page at ${path}`).toBeDefined()
    const miniSite = page!.miniSite as MiniSite
    expect(miniSite).toMatchObject({ product, _status: 'published' })

    const result = validateMiniSite(toMiniSiteConfig(miniSite))
    expect(result.valid).toBe(true)
    if (!result.valid) return
    expect(dynamicAssetFor(result.config, path)).toMatchObject({ src: expect.stringMatching(/\/api\/media\/file\/[\w-]+\.png$/), alt: expect.any(String) })
    expect(dynamicTitleFor(result.config, path)).toBeTruthy()
  })

  it('are linked to their mini-site when created, not in a later edit', async () => {
    for (const path of Object.keys(PRODUCT_PAGES)) {
      const page = await pageAt(path)
      const { docs: versions } = await payload.findVersions({ collection: 'pages', where: { parent: { equals: page!.id } }, depth: 0, sort: 'createdAt' })
      expect(versions, path).toHaveLength(1)
      expect(versions[0]!.version.miniSite, path).toBe((page!.miniSite as MiniSite).id)
    }
  })

  it('other pages have no mini-site', async () => {
    expect((await pageAt('/pricing'))?.miniSite ?? null).toBeNull()
  })
})

describe('the seeded legal pages', () => {
  const LEGAL_PAGES = ['/l/privacy-policy', '/l/terms-of-service', '/accessibility-statement', COOKIE_POLICY_PATH]
  const stored = async (path: string, locale: 'en' | (typeof TRANSLATED_LOCALES)[number]) =>
    (await payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, fallbackLocale: false, depth: 0, limit: 1 })).docs[0]!

  it.each(LEGAL_PAGES)('%s has its own title and text in every translated language, marked translated', async (path) => {
    const english = await stored(path, 'en')
    const edits = parseTranslationEdits(english.translationEdits)
    for (const locale of TRANSLATED_LOCALES) {
      expect(translationStatus(edits, locale), locale).toBe('translated')
      const page = await stored(path, locale)
      expect(page.title, locale).not.toBe(english.title)
      expect(JSON.stringify(page.layout), locale).not.toBe(JSON.stringify(english.layout))
    }
    const { totalDocs } = await payload.countVersions({ collection: 'pages', where: { parent: { equals: english.id } } })
    expect(totalDocs, 'one version: the seed keeps only the finished page').toBe(1)
  })

  it('describes each hero picture in every translated language', async () => {
    const english = messages('en').pictures
    const { docs } = await payload.find({ collection: 'media', where: { alt: { in: Object.values(english) } }, locale: 'en', pagination: false, depth: 0 })
    expect(docs).toHaveLength(Object.keys(english).length)
    for (const locale of TRANSLATED_LOCALES) {
      const alts = new Set(Object.values(messages(locale).pictures))
      for (const doc of docs) {
        const translated = await payload.findByID({ collection: 'media', id: doc.id, locale, fallbackLocale: false, depth: 0 })
        expect(alts.has(translated.alt), `${locale}: ${doc.alt}`).toBe(true)
      }
    }
  })
})

describe('the seeded use-case pages', () => {
  const USE_CASE_PAGES = {
    '/use-cases/hr': 'hr',
    '/use-cases/team-management': 'teamManagement',
    '/use-cases/creative-agencies': 'creativeAgencies',
    '/use-cases/client-project-management': 'clientProjectManagement',
    '/use-cases/product-management': 'productManagement',
    '/use-cases/agile': 'agile',
    '/use-cases/production-management': 'productionManagement',
  } as const
  const stored = async (path: string, locale: 'en' | 'de' | 'ja') =>
    (await payload.find({ collection: 'pages', where: { path: { equals: path } }, locale, fallbackLocale: false, depth: 0, limit: 1 })).docs[0]!

  it.each(Object.entries(USE_CASE_PAGES))('%s has its own title and text in German and Japanese, marked translated', async (path, key) => {
    const english = await stored(path, 'en')
    expect(english.title).toBe(messages('en').useCasePages[key].title)
    const edits = parseTranslationEdits(english.translationEdits)
    for (const locale of ['de', 'ja'] as const) {
      expect(translationStatus(edits, locale), locale).toBe('translated')
      const page = await stored(path, locale)
      expect(page.title, locale).toBe(messages(locale).useCasePages[key].title)
      expect(JSON.stringify(page.layout), locale).not.toBe(JSON.stringify(english.layout))
    }
    const { totalDocs } = await payload.countVersions({ collection: 'pages', where: { parent: { equals: english.id } } })
    expect(totalDocs, 'one version: the seed keeps only the finished page').toBe(1)
  })
})

describe('the seeded developer docs sidebar', () => {
  const developerPages = SITE_ROUTES.filter((route) => route.headerVariant === 'developers').map((route) => brandRoute(route, brand))

  it('is filled, in sections with titles', async () => {
    const sidebar = await payload.findGlobal({ slug: 'docs-sidebar', overrideAccess: false })
    expect(sidebar.sections?.map((section) => section.title)).toEqual(['Getting started', 'Authentication', 'Building apps', 'Publishing', 'API'])
    for (const section of sidebar.sections ?? []) expect(section.links?.length, section.title).toBeGreaterThan(0)
  })

  it('links every developer page once, by its title', async () => {
    const sidebar = await payload.findGlobal({ slug: 'docs-sidebar', overrideAccess: false })
    const links = (sidebar.sections ?? []).flatMap((section) => section.links ?? []).map(({ link }) => ({ text: link.text, url: link.url }))
    expect([...links].sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      developerPages.map((route) => ({ text: route.title, url: route.path })).sort((a, b) => a.url.localeCompare(b.url)),
    )
  })

  it('is left alone by a second run', async () => {
    const edited = { sections: [{ title: 'Only this', links: [{ link: { text: 'Quickstart', url: '/developers/apps/quickstart' } }] }] }
    await payload.updateGlobal({ slug: 'docs-sidebar', data: edited, context: { disableRevalidate: true } })
    await seedContent(payload, brand)
    const sidebar = await payload.findGlobal({ slug: 'docs-sidebar' })
    expect(sidebar.sections?.map((section) => section.title)).toEqual(['Only this'])
  })
})
