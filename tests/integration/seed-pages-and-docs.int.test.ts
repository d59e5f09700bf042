/**
 * What the seed gives the pricing page, the product pages, the legal and use-case pages and the
 * developer docs: the plans to show, each product page linked to its mini-site from its first version,
 * the legal texts and the hero pictures' descriptions in every language, and a docs sidebar
 * that lists every developer page once.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { toMiniSiteConfig } from '@/domain/minisite/document'
import { dynamicAssetFor, dynamicTitleFor, validateMiniSite } from '@/domain/minisite/mini-site'
import { COOKIE_POLICY_PATH } from '@/domain/consent/consent'
import { PRICE_CURRENCIES } from '@/domain/pricing/currency'
import { TRANSLATED_LOCALES } from '@/domain/locales'
import { parseTranslationEdits, translationStatus } from '@/domain/pages/translation-status'
import { seedCopy } from '@/cms/seed/copy'
import type { MiniSite } from '@/payload-types'

import { useSeededDatabase } from '../helpers/seeded-database'

await useSeededDatabase()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')
const { seedContent } = await import('@/cms/seed/content')
const { brandRoute, SITE_ROUTES } = await import('@/cms/seed/site-routes')

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
})

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
  it.each(Object.entries(PRODUCT_PAGES))('%s shows the %s mini-site, valid, opened by the page’s one hero', async (path, product) => {
    const page = await pageAt(path)
    expect(page, `no published page at ${path}`).toBeDefined()
    const miniSite = page!.miniSite as MiniSite
    expect(miniSite).toMatchObject({ product, _status: 'published' })

    const result = validateMiniSite(toMiniSiteConfig(miniSite))
    expect(result.valid).toBe(true)
    if (!result.valid) return
    // A band with its own headline or picture above the page's hero would be a second hero.
    expect(dynamicAssetFor(result.config, path)).toBeUndefined()
    expect(dynamicTitleFor(result.config, path)).toBeUndefined()
    const heroes = (page!.layout ?? []).filter((block) => block.blockType === 'hero')
    expect(heroes).toHaveLength(1)
    expect(page!.layout?.[0]?.blockType).toBe('hero')
  })

  it('the CRM mini-site’s Pricing opens the pricing page on CRM, in every language', async () => {
    const { docs } = await payload.find({ collection: 'mini-sites', where: { product: { equals: 'crm' } }, depth: 0, limit: 1 })
    for (const locale of ['en', ...TRANSLATED_LOCALES] as const) {
      const miniSite = await payload.findByID({ collection: 'mini-sites', id: docs[0]!.id, locale, depth: 0 })
      const pricing = miniSite.links?.filter((row) => row.link.isPricingPage)
      expect(
        pricing?.map((row) => row.link.url),
        locale,
      ).toEqual(['/pricing?product=crm'])
      expect(miniSite.dynamicTexts ?? [], locale).toEqual([])
    }
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

describe('the seeded trust centre', () => {
  it('names its certifications and its sub-processors', async () => {
    const page = await pageAt('/trustcenter')
    const grids = (page?.layout ?? []).flatMap((block) => (block.blockType === 'featureGrid' ? [block] : []))
    const itemsUnder = (heading: string) => grids.find((grid) => grid.heading === heading)?.items?.map((item) => item.title) ?? []
    expect(itemsUnder('Certifications and attestations')).toEqual(
      expect.arrayContaining([expect.stringMatching(/ISO\/IEC 27001/), expect.stringMatching(/SOC 2 Type II/)]),
    )
    expect(itemsUnder('Sub-processors').length).toBeGreaterThanOrEqual(3)
  })
})

describe('the seeded developer documentation', () => {
  it('publishes /developers/apps/intro, which the spec names, with its code samples stored as code', async () => {
    const page = await pageAt('/developers/apps/intro')
    expect(page, 'no published page at /developers/apps/intro').toBeDefined()
    expect(page).toMatchObject({ title: 'Introduction to apps', headerVariant: 'developers', _status: 'published' })
    expect(page!.layout?.[0]?.blockType).toBe('richText')
    // Every text node of the stored layout, with its format (16 is code).
    const nodes = (value: unknown): { text: string; format: unknown }[] =>
      Array.isArray(value)
        ? value.flatMap(nodes)
        : value && typeof value === 'object'
          ? 'type' in value && value.type === 'text' && 'text' in value
            ? [{ text: String(value.text), format: 'format' in value ? value.format : undefined }]
            : Object.values(value).flatMap(nodes)
          : []
    expect(nodes(page!.layout)).toContainEqual({ text: 'npx @orbit/apps-cli@latest init my-first-app --template board-view', format: 16 })
    expect(JSON.stringify(page!.layout)).toContain('"type":"linebreak"')
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
    const english = seedCopy('en').pictures
    const { docs } = await payload.find({ collection: 'media', where: { alt: { in: Object.values(english) } }, locale: 'en', pagination: false, depth: 0 })
    expect(docs).toHaveLength(Object.keys(english).length)
    for (const locale of TRANSLATED_LOCALES) {
      const alts = new Set(Object.values(seedCopy(locale).pictures))
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
    expect(english.title).toBe(seedCopy('en').useCasePages[key].title)
    const edits = parseTranslationEdits(english.translationEdits)
    for (const locale of ['de', 'ja'] as const) {
      expect(translationStatus(edits, locale), locale).toBe('translated')
      const page = await stored(path, locale)
      expect(page.title, locale).toBe(seedCopy(locale).useCasePages[key].title)
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
