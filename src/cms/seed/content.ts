import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { AB_TESTS } from '@/domain/ab-tests'
import type { FormBlock } from '@/payload-types'
import { COOKIE_DEFINITIONS } from '@/domain/cookies'
import { pathFor } from '@/domain/paths'
import { PRODUCT_IDS, PRODUCTS, type ProductId } from '@/domain/products'

import { docsSidebarSeed } from './docsSidebar'
import { homePage } from './homePage'
import { FOOTER_ICON_SHAPES, iconPng, logoPng } from './images'
import {
  FOOTER_GROUPS_SEED,
  headerMenusSeed,
  localizedFooterGroup,
  localizedHeaderMenus,
  localizedSideMenu,
  NAVIGATION_LOCALES,
  sideMenuSeed,
} from './navigation'
import { pricingSeed } from './pricing'
import { paragraphs } from './richText'
import { brandRoute, SITE_ROUTES, type SeedRoute } from './siteRoutes'
import { communityTemplatesSeed } from './templates'
import { seedCookiePolicy } from './cookiePolicy'
import { seedPositions } from './positions'
import { seedSolutions } from './solutions'

export type Brand = { name: string; slug: string }

/** The lead form each contact page shows on the page itself. */
const LEAD_FORM_PAGES: Record<string, FormBlock> = {
  '/sales/contact-us': {
    blockType: 'formBlock',
    form: 'contactSales',
    display: 'form',
    heading: 'Tell us about your team',
    intro: 'A sales expert will help you find the right plan and answer your questions.',
  },
  '/helpcenter/contact-support': {
    blockType: 'formBlock',
    form: 'support',
    display: 'form',
    heading: 'How can we help?',
    intro: 'Describe what happened and our support team will answer by email.',
  },
  '/crm': {
    blockType: 'formBlock',
    form: 'crm',
    display: 'form',
    heading: 'See the CRM in action',
    intro: 'Book a personal demo with a CRM expert.',
  },
}

/** Seeds bypass revalidation (no Next.js server) and the template workflow (history-less fixtures). */
const context = { disableRevalidate: true, seeding: true }

function routePage(route: SeedRoute, brand: Brand, authHost: string): RequiredDataFromCollectionSlug<'pages'> {
  const signUp = `${authHost}/users/sign_up_new`
  return {
    title: route.title,
    path: route.path,
    headerVariant: route.headerVariant ?? 'main',
    onlyInLocales: route.onlyInLocales,
    seo: { description: route.summary },
    layout: [
      {
        blockType: 'hero',
        heading: route.title,
        subheading: route.summary,
        links: [{ text: 'Get started', url: signUp, newTab: false }],
      },
      // The pricing page shows the plans: work management, the flagship, first.
      ...(route.path === '/pricing'
        ? ([
            { blockType: 'pricingTable', heading: `${brand.name} work management`, product: 'work-management', billing: 'yearly' },
            { blockType: 'pricingTable', heading: `${brand.name} CRM`, product: 'crm', billing: 'yearly' },
          ] as const)
        : []),
      // The templates page shows what is trending in the community gallery and leads to it.
      ...(route.path === '/templates'
        ? ([
            { blockType: 'templateGallery', heading: 'Trending community templates', category: 'trending', limit: 6, linkText: 'Browse community templates' },
          ] as const)
        : []),
      // The careers page lists the open positions (from the CMS, or the applicant-tracking feed).
      ...(route.path === '/careers' ? ([{ blockType: 'openPositions', heading: 'Open positions' }] as const) : []),
      // The contact pages and the CRM page hold their lead forms.
      ...(LEAD_FORM_PAGES[route.path] ? [LEAD_FORM_PAGES[route.path]!] : []),
      {
        blockType: 'richText',
        content: paragraphs(
          `${brand.name} keeps every team on the same page, from the first plan to the final delivery.`,
          'Start from a template, invite your team, and shape the workflow as you go: no code needed.',
        ),
      },
      {
        blockType: 'callToAction',
        heading: `Try ${brand.name} free`,
        text: 'No credit card needed. Set up your first board in minutes.',
        primaryLink: { text: 'Get started', url: signUp, newTab: false },
        hasSecondaryLink: true,
        secondaryLink: { text: 'Contact sales', url: '/sales/contact-us?from=page', newTab: false },
      },
    ],
    _status: 'published',
  }
}

/** The items whose key is not among the existing ones. */
function missing<T>(items: T[], keyOf: (item: T) => string, existing: Iterable<string>): T[] {
  const have = new Set(existing)
  return items.filter((item) => !have.has(keyOf(item)))
}

/** The authentication host marketers configured (the seed links sign-up buttons to it). */
async function authHost(payload: Payload): Promise<string> {
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).hosts.auth.replace(/\/+$/, '')
}

/** Each product page's mini-site id by the page's path (mini-sites are seeded before pages). */
async function miniSitesByPage(payload: Payload): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection: 'mini-sites', pagination: false, depth: 0, sort: 'createdAt', select: { product: true } })
  const byPage = new Map<string, number>()
  for (const doc of docs) {
    const path = PRODUCT_PAGES[doc.product]
    if (!byPage.has(path)) byPage.set(path, doc.id) // the oldest, should editors have added another
  }
  return byPage
}

async function seedPages(payload: Payload, brand: Brand) {
  const host = await authHost(payload)
  const miniSites = await miniSitesByPage(payload)
  const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0, select: { path: true }, draft: true })
  const pages = [homePage(brand.name), ...SITE_ROUTES.map((route) => routePage(brandRoute(route, brand), brand, host))]
  for (const page of missing(
    pages,
    (page) => page.path,
    docs.map((doc) => doc.path),
  )) {
    await payload.create({ collection: 'pages', data: { ...page, miniSite: miniSites.get(page.path) }, context })
  }
}

async function uploadLogo(payload: Payload, product: ProductId, variant: 'desktop' | 'mobile') {
  const size = variant === 'desktop' ? { width: 240, height: 64 } : { width: 64, height: 64 }
  const data = await logoPng(PRODUCTS[product].brandColour, size)
  return payload.create({
    collection: 'media',
    data: { alt: `${PRODUCTS[product].displayName} logo` },
    file: { data, mimetype: 'image/png', name: `${product}-logo-${variant}.png`, size: data.length },
    context,
  })
}

/** Where each product's mini-site lives. */
const PRODUCT_PAGES: Record<ProductId, string> = {
  'work-management': '/w/work-management',
  crm: '/crm',
  marketer: '/marketing',
  marketing_campaigns: '/w/crm/campaigns',
  projects: '/project-management',
  dev: '/w/dev',
  service: '/w/service',
}

/**
 * The product each product's mini-site offers as its alternative, for visitors who landed on the
 * wrong one: the nearest other product line.
 */
const ALTERNATIVE_PRODUCTS: Record<ProductId, ProductId> = {
  'work-management': 'projects',
  crm: 'work-management',
  marketer: 'marketing_campaigns',
  marketing_campaigns: 'marketer',
  projects: 'work-management',
  dev: 'projects',
  service: 'crm',
}

async function seedMiniSites(payload: Payload) {
  const { docs } = await payload.find({ collection: 'mini-sites', pagination: false, depth: 0, draft: true, select: { product: true } })
  const community = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).hosts.community
  const created = new Map<ProductId, number>()
  for (const product of missing(
    [...PRODUCT_IDS],
    (id) => id,
    docs.map((doc) => doc.product),
  )) {
    const desktop = await uploadLogo(payload, product, 'desktop')
    const mobile = await uploadLogo(payload, product, 'mobile')
    const home = PRODUCT_PAGES[product]
    const name = PRODUCTS[product].displayName.replace(/ product$/, '')
    const miniSite = await payload.create({
      collection: 'mini-sites',
      data: {
        name,
        product,
        logo: { src: desktop.id, mobileSrc: mobile.id, url: pathFor({ path: home }) },
        unifiedDesktopLogo: { src: desktop.id, url: pathFor({ path: home }) },
        links: [
          { link: { text: 'Features', url: '/features/automations', newTab: false } },
          // The site header's menu has Templates: the unified header leaves the product's copy out.
          { link: { text: 'Templates', url: '/templates', newTab: false, removeFromUnified: true } },
          { link: { text: 'Pricing', url: '/pricing', newTab: false, isPricingPage: true } },
          { link: { text: 'Contact sales', url: '/sales/contact-us?from=mini_site', newTab: false } },
          // Another host: it opens in a new tab (SPEC §5's hasDomain).
          ...(community ? [{ link: { text: 'Community', url: community, newTab: false } }] : []),
        ],
        dynamicAssets: [{ path: home, src: desktop.id, alt: `The ${name} logo` }],
        dynamicTexts: [{ path: home, title: `${name} that teams love`, subtitle: `Everything you need for ${name.toLowerCase()}, in one place.` }],
        _status: 'published',
      },
      context,
    })
    created.set(product, miniSite.id)
    // A product page that existed before its mini-site (an older database) is linked now.
    await payload.update({
      collection: 'pages',
      where: { path: { equals: home } },
      data: { miniSite: miniSite.id },
      context,
    })
  }
  await seedAlternatives(payload, created)
}

/**
 * Links the mini-sites created just now to their alternatives, once all exist. Only those: an
 * alternative an editor removed from an older mini-site stays removed.
 */
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

/** A small decorative icon per footer group, a different shape for each, in the brand's colour. */
async function uploadFooterIcon(payload: Payload, { title, order }: { title: string; order: number }) {
  const shape = FOOTER_ICON_SHAPES[(order - 1) % FOOTER_ICON_SHAPES.length]!
  const data = await iconPng(shape, PRODUCTS['work-management'].brandColour)
  return payload.create({
    collection: 'media',
    // The footer shows it as decoration beside the title; the library still names it.
    data: { alt: `${title} icon` },
    file: { data, mimetype: 'image/png', name: `footer-icon-${shape}.png`, size: data.length },
    context,
  })
}

async function seedFooter(payload: Payload) {
  const { docs } = await payload.find({ collection: 'footer-link-groups', pagination: false, depth: 0, draft: true, select: { title: true } })
  for (const group of missing(
    FOOTER_GROUPS_SEED,
    (group) => group.title,
    docs.map((doc) => doc.title),
  )) {
    const icon = await uploadFooterIcon(payload, group)
    const created = await payload.create({ collection: 'footer-link-groups', data: { ...group, icon: icon.id, _status: 'published' }, context })
    for (const locale of NAVIGATION_LOCALES) {
      const data = { ...localizedFooterGroup(created, locale), _status: 'published' as const }
      await payload.update({ collection: 'footer-link-groups', id: created.id, locale, data, context })
    }
  }
}

async function seedCookies(payload: Payload, brand: Brand) {
  const { docs } = await payload.find({ collection: 'cookie-definitions', pagination: false, depth: 0, select: { name: true } })
  const definitions = COOKIE_DEFINITIONS.map((definition) => ({ ...definition, name: definition.name.replace('{product}', brand.slug) }))
  for (const definition of missing(
    definitions,
    (d) => d.name,
    docs.map((doc) => doc.name),
  )) {
    await payload.create({
      collection: 'cookie-definitions',
      data: {
        name: definition.name,
        category: definition.category,
        mandatory: definition.mandatory,
        expiryDays: definition.expiryDays,
        domain: definition.domain,
        description: definition.description,
      },
      context,
    })
  }
}

/** Even traffic over the variants, rounding so that the shares add up to 100. */
function evenSplit(variants: readonly string[]) {
  const base = Math.floor(100 / variants.length)
  return variants.map((name, index) => ({ name, traffic: index === 0 ? 100 - base * (variants.length - 1) : base }))
}

async function seedAbTests(payload: Payload) {
  const { docs } = await payload.find({ collection: 'ab-tests', pagination: false, depth: 0, select: { testName: true } })
  for (const test of missing(
    [...AB_TESTS],
    (test) => test.testName,
    docs.map((doc) => doc.testName),
  )) {
    await payload.create({
      collection: 'ab-tests',
      data: {
        testName: test.testName,
        newVariation: test.newVariation,
        description: test.description,
        status: 'draft',
        variants: evenSplit(test.variants),
      },
      context,
    })
  }
}

/** The vendor's other sites the footer links to; example addresses until an admin sets the real ones. */
const otherSites = (brand: Brand) => ({
  auth: `https://auth.${brand.slug}.example`,
  community: `https://community.${brand.slug}.example`,
  investors: `https://ir.${brand.slug}.example`,
  appStore: `https://apps.apple.com/app/${brand.slug}`,
  googlePlay: `https://play.google.com/store/apps/details?id=com.${brand.slug.replaceAll('-', '')}.app`,
})

async function seedGlobals(payload: Payload, brand: Brand) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.updatedAt) {
    await payload.updateGlobal({ slug: 'site-settings', data: { brandName: brand.name, brandSlug: brand.slug, hosts: otherSites(brand) }, context })
  }
  const menus = await payload.findGlobal({ slug: 'header-menus', depth: 0, draft: true })
  if (!menus.main?.length) {
    const created = await payload.updateGlobal({ slug: 'header-menus', data: { ...headerMenusSeed(brand), _status: 'published' }, context })
    for (const locale of NAVIGATION_LOCALES) {
      const data = { ...localizedHeaderMenus(created, locale, brand), _status: 'published' as const }
      await payload.updateGlobal({ slug: 'header-menus', locale, data, context })
    }
  }
  const sideMenu = await payload.findGlobal({ slug: 'side-menu', depth: 0, draft: true })
  if (!sideMenu.items?.length) {
    const created = await payload.updateGlobal({ slug: 'side-menu', data: { ...sideMenuSeed(brand, await authHost(payload)), _status: 'published' }, context })
    for (const locale of NAVIGATION_LOCALES) {
      const data = { ...localizedSideMenu(created, locale, brand), _status: 'published' as const }
      await payload.updateGlobal({ slug: 'side-menu', locale, data, context })
    }
  }
  const pricing = await payload.findGlobal({ slug: 'pricing', depth: 0, draft: true })
  if (!pricing.products?.length) {
    await payload.updateGlobal({ slug: 'pricing', data: { ...pricingSeed(), _status: 'published' }, context })
  }
  const docsSidebar = await payload.findGlobal({ slug: 'docs-sidebar', depth: 0 })
  if (!docsSidebar.sections?.length) {
    await payload.updateGlobal({ slug: 'docs-sidebar', data: docsSidebarSeed(brand), context })
  }
}

async function seedTemplates(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'community-templates' })
  if (totalDocs > 0) return
  for (const template of communityTemplatesSeed()) {
    await payload.create({ collection: 'community-templates', data: template, context })
  }
}

/**
 * Believable content for every part of the site. Idempotent: each item is created only when
 * missing (by path, name or product), so running it twice changes nothing.
 */
export type SeedProgress = (step: string, milliseconds: number) => void

export async function seedContent(payload: Payload, brand: Brand, progress?: SeedProgress): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ['site settings and menus', () => seedGlobals(payload, brand)],
    // Before the pages, so that product pages are created linked to their mini-site.
    ['mini-sites', () => seedMiniSites(payload)],
    ['pages', () => seedPages(payload, brand)],
    ['footer link groups', () => seedFooter(payload)],
    ['cookie definitions', () => seedCookies(payload, brand)],
    ['cookie policy', () => seedCookiePolicy(payload, brand, context)],
    ['open positions', () => seedPositions(payload, brand, context)],
    ['marketplace solutions', () => seedSolutions(payload, brand, context)],
    ['A/B tests', () => seedAbTests(payload)],
    ['community templates', () => seedTemplates(payload)],
  ]
  for (const [name, run] of steps) {
    const started = Date.now()
    try {
      await run()
      progress?.(name, Date.now() - started)
    } catch (error) {
      throw new Error(`Seeding ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }
}
