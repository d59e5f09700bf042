import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { AB_TESTS } from '@/domain/ab/catalogue'
import { COOKIE_POLICY_PATH } from '@/domain/consent/consent'
import type { Page } from '@/payload-types'
import { COOKIE_DEFINITIONS } from '@/domain/consent/cookies'
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/locales'
import { PRODUCTS } from '@/domain/products'
import { env } from '@/infrastructure/env'

import { seedCopy } from './copy'
import { docsSidebarSeed } from './docs-sidebar'
import { homePage } from './home-page'
import { FOOTER_ICON_SHAPES, iconPng } from './images'
import {
  FOOTER_GROUPS_SEED,
  headerMenusSeed,
  localizedFooterGroup,
  localizedHeaderMenus,
  localizedSideMenu,
  NAVIGATION_LOCALES,
  sideMenuSeed,
} from './navigation'
import { localizedPricing, pricingSeed } from './pricing'
import { pricingPage } from './pages/pricing'
import { withIdsOf } from './localize'
import { TRANSLATED_LEGAL_PAGES, TRANSLATED_PRODUCT_PAGES } from './pages'
import { routePage } from './route-page'
import { brandRoute, SITE_ROUTES } from './site-routes'
import { communityTemplateSeeds } from './templates'
import { cookiePolicyPage } from './cookie-policy'
import { seedPositions } from './positions'
import { seedArticles } from './articles'
import { seedSolutions } from './solutions'
import { miniSitesByPage, seedMiniSites } from './mini-sites'
import { keepOnlyNewestVersion, missing, runAtMost, SAVES_AT_ONCE, seedContext as context } from './seeding'
import { screenDescriptions, seedMedia, seedTemplatePictures, templateImages } from './media'
import { withPictures } from './page-pictures'

export type Brand = { name: string; slug: string }

async function authHost(payload: Payload): Promise<string> {
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).hosts.auth.replace(/\/+$/, '')
}

async function seedPages(payload: Payload, brand: Brand) {
  const host = await authHost(payload)
  const miniSites = await miniSitesByPage(payload)
  const media = await seedMedia(payload)
  const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0, select: { path: true }, draft: true })
  const signUp = `${host}/users/sign_up_new`
  const pages = SITE_ROUTES.map((route) =>
    route.path === '/pricing' ? pricingPage(brand.name, signUp) : routePage(brandRoute(route, brand), brand, signUp, 'en', media.screens),
  )
  const created: Page[] = []
  for (const page of missing(
    [homePage(brand.name), ...pages, cookiePolicyPage(brand)],
    (page) => page.path,
    docs.map((doc) => doc.path),
  )) {
    // Depth 0: the seed needs the rows' ids back, not the pictures they link to.
    created.push(await payload.create({ collection: 'pages', data: withPictures({ ...page, miniSite: miniSites.get(page.path) }, media), depth: 0, context }))
  }
  // English for Singapore and the Philippines reads English: the seed writes the languages of their own.
  const translate = async (page: Page, translated: TranslatedPage) => {
    // One page's languages one after another: each save records its language's edit time on the page.
    for (const locale of TRANSLATED_LOCALES) {
      const { title, layout, seo } = withPictures(translated(brand, signUp, locale), media, seedCopy(locale).starterPages.homeCustomersHeading)
      const data = { title, layout: withIdsOf(layout, page.layout), seo, _status: 'published' as const }
      await payload.update({ collection: 'pages', id: page.id, locale, data, depth: 0, context })
      await keepOnlyNewestVersion(payload, { collection: 'pages', id: page.id })
    }
  }
  // Different pages at once, no more than the connection pool serves.
  const translations = created.flatMap((page) => (TRANSLATED_PAGES[page.path] ? [() => translate(page, TRANSLATED_PAGES[page.path]!)] : []))
  await runAtMost(SAVES_AT_ONCE, [...translations, ...(await screenDescriptions(payload, media))])
}

type TranslatedPage = (brand: Brand, signUp: string, locale: TranslatedLocale) => RequiredDataFromCollectionSlug<'pages'>

const translatedRoute =
  (path: string): TranslatedPage =>
  (brand, signUp, locale) => {
    const route = SITE_ROUTES.find((candidate) => candidate.path === path)!
    return routePage(brandRoute(route, brand), brand, signUp, locale)
  }

/** The others stay English, marked not translated. */
const TRANSLATED_PAGES: Record<string, TranslatedPage> = {
  '/': (brand, _signUp, locale) => homePage(brand.name, locale),
  '/pricing': (brand, signUp, locale) => pricingPage(brand.name, signUp, locale),
  ...Object.fromEntries([...TRANSLATED_PRODUCT_PAGES, ...TRANSLATED_LEGAL_PAGES, '/sales/contact-us'].map((path) => [path, translatedRoute(path)])),
  [COOKIE_POLICY_PATH]: (brand, _signUp, locale) => cookiePolicyPage(brand, locale),
}

async function uploadFooterIcon(payload: Payload, { title, order }: { title: string; order: number }) {
  const shape = FOOTER_ICON_SHAPES[(order - 1) % FOOTER_ICON_SHAPES.length]!
  const data = await iconPng(shape, PRODUCTS['work-management'].brandColour)
  return payload.create({
    collection: 'media',
    // Decoration beside the title; the library still names it.
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
  auth: env().productAuthUrl ?? `https://auth.${brand.slug}.example`,
  microfrontends: `https://apps.${brand.slug}.example`,
  community: `https://community.${brand.slug}.example`,
  investors: `https://ir.${brand.slug}.example`,
  appStore: `https://apps.apple.com/app/${brand.slug}`,
  googlePlay: `https://play.google.com/store/apps/details?id=com.${brand.slug.replaceAll('-', '')}.app`,
})

async function seedSiteSettings(payload: Payload, brand: Brand) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!settings.updatedAt) {
    await payload.updateGlobal({ slug: 'site-settings', data: { brandName: brand.name, brandSlug: brand.slug, hosts: otherSites(brand) }, context })
  }
}

async function seedHeaderMenus(payload: Payload, brand: Brand) {
  const menus = await payload.findGlobal({ slug: 'header-menus', depth: 0, draft: true })
  if (menus.main?.length) return
  const created = await payload.updateGlobal({ slug: 'header-menus', data: { ...headerMenusSeed(brand), _status: 'published' }, context })
  for (const locale of NAVIGATION_LOCALES) {
    const data = { ...localizedHeaderMenus(created, locale, brand), _status: 'published' as const }
    await payload.updateGlobal({ slug: 'header-menus', locale, data, context })
    await keepOnlyNewestVersion(payload, { global: 'header-menus' })
  }
}

async function seedSideMenu(payload: Payload, brand: Brand) {
  const sideMenu = await payload.findGlobal({ slug: 'side-menu', depth: 0, draft: true })
  if (sideMenu.items?.length) return
  const created = await payload.updateGlobal({ slug: 'side-menu', data: { ...sideMenuSeed(brand, await authHost(payload)), _status: 'published' }, context })
  for (const locale of NAVIGATION_LOCALES) {
    const data = { ...localizedSideMenu(created, locale, brand), _status: 'published' as const }
    await payload.updateGlobal({ slug: 'side-menu', locale, data, context })
    await keepOnlyNewestVersion(payload, { global: 'side-menu' })
  }
}

async function seedPricing(payload: Payload) {
  const pricing = await payload.findGlobal({ slug: 'pricing', depth: 0, draft: true })
  if (pricing.products?.length) return
  const created = await payload.updateGlobal({ slug: 'pricing', data: { ...pricingSeed(), _status: 'published' }, context })
  for (const locale of TRANSLATED_LOCALES) {
    await payload.updateGlobal({ slug: 'pricing', locale, data: { ...localizedPricing(created, locale), _status: 'published' }, context })
    await keepOnlyNewestVersion(payload, { global: 'pricing' })
  }
}

async function seedDocsSidebar(payload: Payload, brand: Brand) {
  const docsSidebar = await payload.findGlobal({ slug: 'docs-sidebar', depth: 0 })
  if (!docsSidebar.sections?.length) {
    await payload.updateGlobal({ slug: 'docs-sidebar', data: docsSidebarSeed(brand), context })
  }
}

/**
 * Site settings first (the side menu reads the auth host), then the other globals side by side; within a global,
 * each language's save reads what the last wrote, so they go one at a time.
 */
async function seedGlobals(payload: Payload, brand: Brand) {
  await seedSiteSettings(payload, brand)
  await Promise.all([seedHeaderMenus(payload, brand), seedSideMenu(payload, brand), seedPricing(payload), seedDocsSidebar(payload, brand)])
}

async function seedTemplates(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'community-templates' })
  if (totalDocs > 0) return
  const pictures = await seedTemplatePictures(payload)
  for (const [index, { template, board }] of communityTemplateSeeds().entries()) {
    await payload.create({ collection: 'community-templates', data: { ...template, images: templateImages(pictures, board, index) }, context })
  }
}

/** Idempotent: each item is created only when missing, so running the seed twice changes nothing. */
export type SeedProgress = (step: string, milliseconds: number) => void

export async function seedContent(payload: Payload, brand: Brand, progress?: SeedProgress): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ['site settings and menus', () => seedGlobals(payload, brand)],
    ['mini-sites', () => seedMiniSites(payload)],
    ['pictures', () => seedMedia(payload)],
    ['pages', () => seedPages(payload, brand)],
    ['articles', () => seedArticles(payload, brand.name, context)],
    ['footer link groups', () => seedFooter(payload)],
    ['cookie definitions', () => seedCookies(payload, brand)],
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
