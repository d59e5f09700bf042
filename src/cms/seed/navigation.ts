/**
 * Header menus, side menu and footer groups of a fresh site, in English (`{brand}` filled in),
 * and the same rows in every other language for the seed to write once the English exist.
 */
import { formatText, TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/interface-text'
import type { FooterLinkGroup, HeaderMenu, SideMenu } from '@/payload-types'

import { NAVIGATION_TEXTS, NAVIGATION_TRANSLATIONS, type NavigationText } from './navigationTranslations'

type Brand = { name: string; slug: string }

/** The languages the seed writes the navigation in besides English; en-sg and en-ph fall back to it. */
export const NAVIGATION_LOCALES = TRANSLATED_LOCALES

const named = (text: NavigationText, brand?: Brand) => (brand ? formatText(text, { brand: brand.name }) : text)

const item = (text: NavigationText, url: string, brand?: Brand) => ({ link: { text: named(text, brand), url, newTab: false } })

const child = (text: NavigationText, url: string, description: NavigationText | '') => ({
  link: { text, url, newTab: false, description },
})

export function headerMenusSeed(brand: Brand) {
  return {
    main: [
      {
        ...item('Products', '/product'),
        children: [
          child('Work management', '/w/work-management', 'Plan and run any project'),
          child('CRM', '/crm', 'Manage your sales pipeline'),
          child('Dev', '/w/dev', 'Ship software together'),
          child('Service', '/w/service', 'Resolve tickets faster'),
          child('Email campaigns', '/w/crm/campaigns', 'Reach your contacts'),
        ],
      },
      {
        ...item('Solutions', '/use-cases/team-management'),
        children: [
          child('Marketing', '/marketing', ''),
          child('Project management', '/project-management', ''),
          child('Operations', '/operations', ''),
          child('Enterprise', '/enterprise', ''),
        ],
      },
      { ...item('Templates', '/templates'), children: [] },
      { ...item('Pricing', '/pricing'), children: [] },
      { ...item('Contact sales', '/sales/contact-us?from=header'), children: [] },
    ],
    developers: [
      { ...item('Apps framework', '/developers/apps'), children: [] },
      { ...item('Quickstart', '/developers/apps/quickstart'), children: [] },
      { ...item('API playground', '/developers/v2/try-it-yourself'), children: [] },
      { ...item('Marketplace', '/marketplace'), children: [] },
    ],
    slim: [{ ...item('Back to {brand}', '/', brand), children: [] }],
  }
}

export function sideMenuSeed(brand: Brand, authHost: string) {
  return {
    items: [
      item('Why {brand}', `/why-${brand.slug}`, brand),
      item('Product', '/product'),
      item('Pricing', '/pricing'),
      item('Contact sales', '/sales/contact-us?from=side_menu'),
      item('Careers', '/careers'),
      item('Log in', `${authHost}/login`),
    ],
  }
}

export const FOOTER_GROUPS_SEED = [
  {
    title: 'Products',
    order: 1,
    links: [item('Work management', '/w/work-management'), item('CRM', '/crm'), item('Dev', '/w/dev'), item('Service', '/w/service')],
  },
  {
    title: 'Features',
    order: 2,
    links: [
      item('Automations', '/features/automations'),
      item('Gantt', '/features/gantt'),
      item('Kanban', '/features/kanban'),
      item('Forms', '/features/forms'),
      item('Dashboards', '/features/dashboards'),
    ],
  },
  {
    title: 'Resources',
    order: 3,
    links: [item('Help center', '/helpcenter'), item('Blog', '/blog'), item('Webinars', '/webinars'), item('Developers', '/developers/apps')],
  },
  {
    title: 'Company',
    order: 4,
    links: [item('About us', '/p/about'), item('Careers', '/careers'), item('Newsroom', '/p/news'), item('Trust center', '/trustcenter')],
  },
  {
    title: 'Legal',
    order: 5,
    links: [item('Privacy policy', '/l/privacy-policy'), item('Terms of service', '/l/terms-of-service'), item('Accessibility', '/accessibility-statement')],
  },
] satisfies { title: NavigationText; order: number; links: ReturnType<typeof item>[] }[]

type Translate = (english: string) => string

/**
 * Turns the seed's English navigation texts (as written for `brand`) into `locale`'s. A text the
 * seed never wrote is an error: the rows to translate must be the ones the seed just created.
 */
export function navigationTranslator(locale: TranslatedLocale, brand?: Brand): Translate {
  const table: Record<NavigationText, string> = NAVIGATION_TRANSLATIONS[locale]
  const fill = (text: string) => (brand ? formatText(text, { brand: brand.name }) : text)
  const translations = new Map(NAVIGATION_TEXTS.map((text) => [fill(text), fill(table[text])]))
  return (english) => {
    if (english === '') return english
    const translated = translations.get(english)
    if (translated === undefined) throw new Error(`The seed has no ${locale} translation of the navigation text “${english}”.`)
    return translated
  }
}

type Link = { text: string; url: string; newTab?: boolean | null; description?: string | null }
type Row = { id?: string | null; link: Link }

/** The same link with its localized texts in another language; url and newTab are shared by all locales. */
const localizeLink = <L extends Link>(link: L, t: Translate): L => ({
  ...link,
  text: t(link.text),
  ...(link.description ? { description: t(link.description) } : {}),
})

/** The same rows, ids kept, so that a localized write updates their texts instead of replacing them. */
const localizeRows = <R extends Row>(rows: R[], t: Translate): R[] => rows.map((row) => ({ ...row, link: localizeLink(row.link, t) }))

type MenuRows = NonNullable<HeaderMenu['main']>

/**
 * The header menus' rows, as stored in English, with their texts in `locale`. A menu or submenu
 * that is absent stays undefined, which leaves it alone; null would empty the shared rows.
 */
export function localizedHeaderMenus(menus: HeaderMenu, locale: TranslatedLocale, brand: Brand) {
  const t = navigationTranslator(locale, brand)
  const menu = (rows: MenuRows | null | undefined) =>
    rows?.map((row) => ({ ...row, link: localizeLink(row.link, t), children: row.children ? localizeRows(row.children, t) : undefined }))
  return { main: menu(menus.main), developers: menu(menus.developers), slim: menu(menus.slim) }
}

/** The side menu's rows, as stored in English, with their texts in `locale`. */
export function localizedSideMenu(sideMenu: SideMenu, locale: TranslatedLocale, brand: Brand) {
  return { items: sideMenu.items ? localizeRows(sideMenu.items, navigationTranslator(locale, brand)) : undefined }
}

/** A footer group's title and link rows, as stored in English, in `locale`. */
export function localizedFooterGroup(group: FooterLinkGroup, locale: TranslatedLocale) {
  const t = navigationTranslator(locale)
  return { title: t(group.title), links: localizeRows(group.links, t) }
}
