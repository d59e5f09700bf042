/** The products' mini-sites; a product page created before its mini-site is linked to it. */
import type { Payload } from 'payload'

import { pathFor } from '@/domain/routing/paths'
import { TRANSLATED_LOCALES } from '@/domain/locales'
import { PRODUCT_IDS, PRODUCTS, type ProductId } from '@/domain/products'
import { messages } from '@/i18n/messages'
import type { MiniSite } from '@/payload-types'

import { seedCopy } from './copy'
import { PRICING_PAGE_PRODUCTS, PRICING_PATH } from './pages/pricing'
import { logoPng } from './images'
import { keepOnlyNewestVersion, missing, seedContext as context } from './seeding'

export async function miniSitesByPage(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection: 'mini-sites', pagination: false, depth: 0, sort: 'createdAt', select: { product: true } })
  const byPage = new Map<string, number>()
  for (const doc of docs) {
    const path = PRODUCT_PAGES[doc.product]
    if (!byPage.has(path)) byPage.set(path, doc.id) // the oldest, should editors have added another
  }
  return byPage
}

const shortName = (product: ProductId) => PRODUCTS[product].displayName.replace(/ product$/, '').replace('-', ' ')

async function uploadLogo(payload: Payload, product: ProductId, variant: 'desktop' | 'mobile') {
  // Drawn at over three times the 40 pixels the bar shows them at, for a phone's high-density screen.
  const size = variant === 'desktop' ? { width: 480, height: 128 } : { width: 128, height: 128 }
  const data = await logoPng(PRODUCTS[product].brandColour, size, shortName(product))
  return payload.create({
    collection: 'media',
    data: { alt: `${PRODUCTS[product].displayName} logo` },
    file: { data, mimetype: 'image/png', name: `${product}-logo-${variant}.png`, size: data.length },
    context,
  })
}

const PRODUCT_PAGES: Record<ProductId, string> = {
  'work-management': '/w/work-management',
  crm: '/crm',
  marketer: '/marketing',
  marketing_campaigns: '/w/crm/campaigns',
  projects: '/project-management',
  dev: '/w/dev',
  service: '/w/service',
}

/** For visitors who landed on the wrong one: the nearest other product line. */
const ALTERNATIVE_PRODUCTS: Record<ProductId, ProductId> = {
  'work-management': 'projects',
  crm: 'work-management',
  marketer: 'marketing_campaigns',
  marketing_campaigns: 'marketer',
  projects: 'work-management',
  dev: 'projects',
  service: 'crm',
}

export async function seedMiniSites(payload: Payload) {
  const { docs } = await payload.find({ collection: 'mini-sites', pagination: false, depth: 0, draft: true, select: { product: true } })
  const community = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).hosts.community
  const created = new Map<ProductId, number>()
  const translations: Promise<void>[] = []
  for (const product of missing(
    [...PRODUCT_IDS],
    (id) => id,
    docs.map((doc) => doc.product),
  )) {
    const desktop = await uploadLogo(payload, product, 'desktop')
    const mobile = await uploadLogo(payload, product, 'mobile')
    const home = PRODUCT_PAGES[product]
    const name = shortName(product)
    const miniSite = await payload.create({
      collection: 'mini-sites',
      data: {
        name,
        product,
        logo: { src: desktop.id, mobileSrc: mobile.id, url: pathFor({ path: home }) },
        unifiedDesktopLogo: { src: desktop.id, url: pathFor({ path: home }) },
        // No headline or picture of its own on the product page: the page's hero opens it, and a band above would be a second.
        links: bandLinks('en', product, community),
        _status: 'published',
      },
      context,
    })
    created.set(product, miniSite.id)
    translations.push(translateBand(payload, miniSite, community))
    // A product page that existed before its mini-site (an older database) is linked now.
    await payload.update({
      collection: 'pages',
      where: { path: { equals: home } },
      data: { miniSite: miniSite.id },
      context,
    })
  }
  await Promise.all(translations)
  await seedAlternatives(payload, created)
}

type SeedLocale = 'en' | (typeof TRANSLATED_LOCALES)[number]

/** The pricing page opens on the product's own table where it has one (`?product=`); the others are priced with work management. */
export function productPricingUrl(product: ProductId): string {
  const pricing = pathFor({ path: PRICING_PATH })
  return (PRICING_PAGE_PRODUCTS as readonly string[]).includes(product) ? `${pricing}?product=${product}` : pricing
}

export function bandLinks(locale: SeedLocale, product: ProductId, community: string | null | undefined) {
  const { navigation } = seedCopy(locale)
  const communityTexts = messages(locale).community
  return [
    { link: { text: navigation.features, url: '/features/automations', newTab: false } },
    // The site header's menu has Templates: the unified header leaves the product's copy out.
    { link: { text: navigation.templates, url: '/templates', newTab: false, removeFromUnified: true } },
    { link: { text: navigation.pricing, url: productPricingUrl(product), newTab: false, isPricingPage: true } },
    { link: { text: navigation.contactSales, url: '/sales/contact-us?from=mini_site', newTab: false } },
    // Another host: it opens in a new tab (SPEC §5's hasDomain).
    ...(community ? [{ link: { text: communityTexts.community, url: community, newTab: false } }] : []),
  ]
}

/** One language after another: each language's save must carry its required link texts. */
async function translateBand(payload: Payload, miniSite: MiniSite, community: string | null | undefined) {
  for (const locale of TRANSLATED_LOCALES) {
    const links = bandLinks(locale, miniSite.product, community).map((row, index) => ({ ...row, id: miniSite.links?.[index]?.id }))
    const data = { links, _status: 'published' as const }
    await payload.update({ collection: 'mini-sites', id: miniSite.id, locale, data, depth: 0, context })
    await keepOnlyNewestVersion(payload, { collection: 'mini-sites', id: miniSite.id })
  }
}

/** Only those just created: an alternative an editor removed from an older mini-site stays removed. */
async function seedAlternatives(payload: Payload, created: Map<ProductId, number>) {
  if (created.size === 0) return
  const { docs } = await payload.find({ collection: 'mini-sites', pagination: false, depth: 0, sort: 'createdAt', select: { product: true } })
  const byProduct = new Map<ProductId, number>()
  for (const doc of docs) if (!byProduct.has(doc.product)) byProduct.set(doc.product, doc.id)
  for (const [product, id] of created) {
    const alternative = byProduct.get(ALTERNATIVE_PRODUCTS[product])
    if (alternative !== undefined) await payload.update({ collection: 'mini-sites', id, data: { alternative, _status: 'published' }, context })
  }
}
