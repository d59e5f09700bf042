/** Navigation rows in English (`{brand}` filled in), and the same rows in every other language once the English exist. */
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/locales'
import { formatText } from '@/i18n/format'
import type { FooterLinkGroup, HeaderMenu, SideMenu } from '@/payload-types'
import { seedCopy, type SeedCopy } from './copy'

type Brand = { name: string; slug: string }

/** en-sg and en-ph fall back to English. */
export const NAVIGATION_LOCALES = TRANSLATED_LOCALES

type NavigationId = keyof SeedCopy['navigation']

const ENGLISH = seedCopy('en').navigation

const named = (id: NavigationId, brand?: Brand) => (brand ? formatText(ENGLISH[id], { brand: brand.name }) : ENGLISH[id])

const item = (id: NavigationId, url: string, brand?: Brand) => ({ link: { text: named(id, brand), url, newTab: false } })

const child = (id: NavigationId, url: string, description?: NavigationId) => ({
  link: { text: ENGLISH[id], url, newTab: false, description: description ? ENGLISH[description] : '' },
})

export function headerMenusSeed(brand: Brand) {
  return {
    main: [
      {
        ...item('products', '/product'),
        children: [
          child('workManagement', '/w/work-management', 'planAndRunAnyProject'),
          child('crm', '/crm', 'manageYourSalesPipeline'),
          child('dev', '/w/dev', 'shipSoftwareTogether'),
          child('service', '/w/service', 'resolveTicketsFaster'),
          child('emailCampaigns', '/w/crm/campaigns', 'reachYourContacts'),
        ],
      },
      {
        ...item('solutions', '/use-cases/team-management'),
        children: [
          child('marketing', '/marketing'),
          child('projectManagement', '/project-management'),
          child('operations', '/operations'),
          child('enterprise', '/enterprise'),
        ],
      },
      { ...item('templates', '/templates'), children: [] },
      { ...item('pricing', '/pricing'), children: [] },
      { ...item('contactSales', '/sales/contact-us?from=header'), children: [] },
    ],
    developers: [
      { ...item('appsFramework', '/developers/apps'), children: [] },
      { ...item('quickstart', '/developers/apps/quickstart'), children: [] },
      { ...item('apiPlayground', '/developers/v2/try-it-yourself'), children: [] },
      { ...item('marketplace', '/marketplace'), children: [] },
    ],
    slim: [{ ...item('backToBrand', '/', brand), children: [] }],
  }
}

export function sideMenuSeed(brand: Brand, authHost: string) {
  return {
    items: [
      item('whyBrand', `/why-${brand.slug}`, brand),
      item('product', '/product'),
      item('pricing', '/pricing'),
      item('contactSales', '/sales/contact-us?from=side_menu'),
      item('careers', '/careers'),
      item('logIn', `${authHost}/login`),
    ],
  }
}

export const FOOTER_GROUPS_SEED = [
  {
    title: ENGLISH.products,
    order: 1,
    links: [item('workManagement', '/w/work-management'), item('crm', '/crm'), item('dev', '/w/dev'), item('service', '/w/service')],
  },
  {
    title: ENGLISH.features,
    order: 2,
    links: [
      item('automations', '/features/automations'),
      item('gantt', '/features/gantt'),
      item('kanban', '/features/kanban'),
      item('forms', '/features/forms'),
      item('dashboards', '/features/dashboards'),
    ],
  },
  {
    title: ENGLISH.resources,
    order: 3,
    links: [item('helpCenter', '/helpcenter'), item('blog', '/blog'), item('webinars', '/webinars'), item('developers', '/developers/apps')],
  },
  {
    title: ENGLISH.company,
    order: 4,
    links: [item('aboutUs', '/p/about'), item('careers', '/careers'), item('newsroom', '/p/news'), item('trustCenter', '/trustcenter')],
  },
  {
    title: ENGLISH.legal,
    order: 5,
    links: [item('privacyPolicy', '/l/privacy-policy'), item('termsOfService', '/l/terms-of-service'), item('accessibility', '/accessibility-statement')],
  },
] satisfies { title: string; order: number; links: ReturnType<typeof item>[] }[]

type Translate = (english: string) => string

/** A text the seed never wrote is an error: the rows to translate must be the ones just created. */
export function navigationTranslator(locale: TranslatedLocale, brand?: Brand): Translate {
  const table = seedCopy(locale).navigation
  const fill = (text: string) => (brand ? formatText(text, { brand: brand.name }) : text)
  const translations = new Map((Object.keys(ENGLISH) as NavigationId[]).map((id) => [fill(ENGLISH[id]), fill(table[id])]))
  return (english) => {
    if (english === '') return english
    const translated = translations.get(english)
    if (translated === undefined) throw new Error(`The seed has no ${locale} translation of the navigation text “${english}”.`)
    return translated
  }
}

type Link = { text: string; url: string; newTab?: boolean | null; description?: string | null }
type Row = { id?: string | null; link: Link }

const localizeLink = <L extends Link>(link: L, t: Translate): L => ({
  ...link,
  text: t(link.text),
  ...(link.description ? { description: t(link.description) } : {}),
})

/** Ids kept, so a localized write updates the texts instead of replacing the rows. */
const localizeRows = <R extends Row>(rows: R[], t: Translate): R[] => rows.map((row) => ({ ...row, link: localizeLink(row.link, t) }))

type MenuRows = NonNullable<HeaderMenu['main']>

/** An absent menu stays undefined, which leaves it alone; null would empty the shared rows. */
export function localizedHeaderMenus(menus: HeaderMenu, locale: TranslatedLocale, brand: Brand) {
  const t = navigationTranslator(locale, brand)
  const menu = (rows: MenuRows | null | undefined) =>
    rows?.map((row) => ({ ...row, link: localizeLink(row.link, t), children: row.children ? localizeRows(row.children, t) : undefined }))
  return { main: menu(menus.main), developers: menu(menus.developers), slim: menu(menus.slim) }
}

export function localizedSideMenu(sideMenu: SideMenu, locale: TranslatedLocale, brand: Brand) {
  return { items: sideMenu.items ? localizeRows(sideMenu.items, navigationTranslator(locale, brand)) : undefined }
}

export function localizedFooterGroup(group: FooterLinkGroup, locale: TranslatedLocale) {
  const t = navigationTranslator(locale)
  return { title: t(group.title), links: localizeRows(group.links, t) }
}
