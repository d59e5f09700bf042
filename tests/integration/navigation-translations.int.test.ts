import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedContent } from '@/cms/seed/content'
import { NAVIGATION_LOCALES } from '@/cms/seed/navigation'
import { LOCALE_CODES, type Locale } from '@/domain/locales'
import { seedCopy } from '@/cms/seed/copy'

import { useSeededDatabase } from '../helpers/seeded-database'

await useSeededDatabase()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')

const brand = { name: 'Orbit', slug: 'orbit' }

let payload: Payload

type LinkRow = { link: { text: string; url: string; description?: string | null } }
type MenuRow = LinkRow & { children?: LinkRow[] | null }

/** Reads stored values only: a locale without its own text shows null, not English. */
const stored = { depth: 0, fallbackLocale: false } as const

const headerMenus = (locale: Locale) => payload.findGlobal({ slug: 'header-menus', locale, ...stored })
const sideMenu = (locale: Locale) => payload.findGlobal({ slug: 'side-menu', locale, ...stored })
const footerGroups = async (locale: Locale) =>
  (await payload.find({ collection: 'footer-link-groups', locale, sort: 'order', pagination: false, ...stored })).docs

/** Every link of the header menus, submenus included, in menu order. */
const headerLinks = (menus: Awaited<ReturnType<typeof headerMenus>>) =>
  [menus.main, menus.developers, menus.slim].flatMap((rows) =>
    (rows ?? []).flatMap((row: MenuRow) => [row.link, ...(row.children ?? []).map((child) => child.link)]),
  )

/** Every link the navigation has, with the text it shows in a locale. */
async function allLinks(locale: Locale) {
  const groups = await footerGroups(locale)
  return [
    ...headerLinks(await headerMenus(locale)),
    ...((await sideMenu(locale)).items ?? []).map((row) => row.link),
    ...groups.flatMap((group) => group.links.map((row) => row.link)),
  ]
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('the translation tables', () => {
  it('keep the {brand} placeholder wherever English has it', () => {
    for (const locale of NAVIGATION_LOCALES) {
      for (const [id, text] of Object.entries(seedCopy('en').navigation)) {
        const translated: string = seedCopy(locale).navigation[id as 'products']
        expect(translated.trim(), `${locale}: ${text}`).not.toBe('')
        expect(translated.includes('{brand}'), `${locale}: ${text}`).toBe(text.includes('{brand}'))
      }
    }
  })
})

describe('the seeded navigation', () => {
  it('reads “Preise” for Pricing in the German side menu', async () => {
    const items = (await sideMenu('de')).items ?? []
    expect(items.find((row) => row.link.url === '/pricing')?.link.text).toBe('Preise')
    expect(items.map((row) => row.link.text)).toContain('Warum Orbit')
  })

  it('has a Japanese main menu whose every text differs from English', async () => {
    const english = (await headerMenus('en')).main ?? []
    const japanese = (await headerMenus('ja')).main ?? []
    expect(japanese).toHaveLength(english.length)
    japanese.forEach((row, index) => {
      expect(row.link.text).toBeTruthy()
      expect(row.link.text).not.toBe(english[index]!.link.text)
    })
    expect(japanese[0]!.children?.[0]?.link.description).toBe('あらゆるプロジェクトを計画・実行')
  })

  it('translates the footer group titles into French', async () => {
    const titles = (await footerGroups('fr')).map((group) => group.title)
    expect(titles).toEqual(['Produits', 'Fonctionnalités', 'Ressources', 'Société', 'Juridique'])
  })

  it('stores a text of its own for every link in every translated language', async () => {
    const english = await allLinks('en')
    for (const locale of NAVIGATION_LOCALES) {
      const links = await allLinks(locale)
      expect(
        links.filter((link) => !link.text).map((link) => link.url),
        locale,
      ).toEqual([])
      // CRM, Dev and a few loanwords read the same, but most texts change.
      const changed = links.filter((link, index) => link.text !== english[index]!.text)
      expect(changed.length / links.length, locale).toBeGreaterThan(0.6)
    }
  })

  it('keeps the English texts and shows them for Singapore and the Philippines', async () => {
    const side = (await sideMenu('en')).items?.map((row) => row.link.text)
    expect(side).toEqual(['Why Orbit', 'Product', 'Pricing', 'Contact sales', 'Careers', 'Log in'])
    expect((await headerMenus('en')).slim?.[0]?.link.text).toBe('Back to Orbit')
    const regional = await payload.findGlobal({ slug: 'side-menu', locale: 'en-sg', depth: 0 })
    expect(regional.items?.map((row) => row.link.text)).toEqual(side)
  })

  it('has the same links, in the same order, in every locale', async () => {
    const urls = async (locale: Locale) => (await allLinks(locale)).map((link) => link.url)
    const english = await urls('en')
    expect(english.length).toBeGreaterThan(30)
    for (const locale of LOCALE_CODES) expect(await urls(locale), locale).toEqual(english)
  })

  it('writes nothing when the seed runs again', async () => {
    const before = await Promise.all([headerMenus('en'), sideMenu('en'), footerGroups('en')])
    await seedContent(payload, brand)
    const after = await Promise.all([headerMenus('en'), sideMenu('en'), footerGroups('en')])
    expect(after[0].updatedAt).toBe(before[0].updatedAt)
    expect(after[1].updatedAt).toBe(before[1].updatedAt)
    expect(after[2].map((group) => group.updatedAt)).toEqual(before[2].map((group) => group.updatedAt))
    expect((await sideMenu('de')).items?.find((row) => row.link.url === '/pricing')?.link.text).toBe('Preise')
  })
})
