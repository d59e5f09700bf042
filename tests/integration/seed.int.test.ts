import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedContent } from '@/cms/seed/content'
import { positionsSeed } from '@/cms/seed/positions'
import { SITE_ROUTES } from '@/cms/seed/site-routes'
import { SCREENS } from '@/cms/seed/illustrations/catalogue'
import { CUSTOMERS } from '@/cms/seed/illustrations/marks'
import { HERO_PICTURES } from '@/cms/seed/page-pictures'
import { AB_TESTS } from '@/domain/ab/catalogue'
import { COOKIE_DEFINITIONS } from '@/domain/consent/cookies'
import { hasDomain } from '@/domain/minisite/mini-site'
import { PRODUCT_IDS } from '@/domain/products'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'
import type { Media, MiniSite, TemplateImage } from '@/payload-types'

import { useSeededDatabase } from '../helpers/seeded-database'

// What `npm start` seeds into an empty database; this file runs the seed again on it.
await useSeededDatabase()
const { default: config } = await import('@payload-config')
const { getPayload } = await import('payload')

const brand = { name: 'Orbit', slug: 'orbit' }
const COLLECTIONS = ['pages', 'media', 'mini-sites', 'footer-link-groups', 'cookie-definitions', 'ab-tests', 'community-templates', 'positions'] as const

let payload: Payload

async function counts() {
  const entries = await Promise.all(COLLECTIONS.map(async (slug) => [slug, (await payload.count({ collection: slug })).totalDocs] as const))
  return Object.fromEntries(entries)
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('the seed', () => {
  it('creates believable content for every part of the site', async () => {
    expect(await counts()).toEqual({
      pages: SITE_ROUTES.length + 2, // and the home page and the cookie policy
      // A logo and a small logo per product, an icon per footer group, the heroes' screens and the customers' logos.
      media: PRODUCT_IDS.length * 2 + 5 + Object.keys(SCREENS).length + CUSTOMERS.length,
      'mini-sites': PRODUCT_IDS.length,
      'footer-link-groups': 5,
      'cookie-definitions': COOKIE_DEFINITIONS.length,
      'ab-tests': AB_TESTS.length,
      'community-templates': Object.keys(TEMPLATE_STATUS).length,
      positions: positionsSeed(brand).length,
    })
    const pricing = await payload.findGlobal({ slug: 'pricing' })
    expect(pricing.products?.map((entry) => entry.product).sort()).toEqual([...PRODUCT_IDS].sort())
    const menus = await payload.findGlobal({ slug: 'header-menus' })
    expect(menus.main?.length).toBeGreaterThan(0)
    expect(menus.developers?.length).toBeGreaterThan(0)
    expect(menus.slim?.length).toBeGreaterThan(0)
    const side = await payload.findGlobal({ slug: 'side-menu' })
    expect(side.items?.map((item) => item.link.text)).toEqual(['Why Orbit', 'Product', 'Pricing', 'Contact sales', 'Careers', 'Log in'])
  })

  it('has a community template in every status, with the spec’s numeric code stored', async () => {
    const { docs } = await payload.find({ collection: 'community-templates', pagination: false, depth: 0 })
    expect(docs.map((doc) => doc.statusCode).sort((a, b) => a! - b!)).toEqual(Object.values(TEMPLATE_STATUS).sort((a, b) => a - b))
  })

  it('changes nothing when run a second time', async () => {
    const before = await counts()
    await seedContent(payload, brand)
    expect(await counts()).toEqual(before)
  })

  it('lists the published open positions on /careers', async () => {
    const careers = (await payload.find({ collection: 'pages', where: { path: { equals: '/careers' } }, depth: 0 })).docs[0]!
    expect(careers.layout?.map((block) => block.blockType)).toContain('openPositions')
    const { docs } = await payload.find({ collection: 'positions', where: { published: { equals: true } }, pagination: false, depth: 0 })
    expect(docs.length).toBe(positionsSeed(brand).length)
    expect(new Set(docs.map((doc) => doc.team)).size).toBeGreaterThan(1)
  })

  it('publishes a mini-site per product and links it from the product page', async () => {
    const crm = (await payload.find({ collection: 'pages', where: { path: { equals: '/crm' } }, depth: 1 })).docs[0]!
    expect(crm.miniSite).toMatchObject({ product: 'crm', _status: 'published' })
  })

  it('shows each mini-site behaviour: an alternative, a link left out of the unified header, an external link', async () => {
    const { docs } = await payload.find({ collection: 'mini-sites', pagination: false, depth: 1 })
    expect(docs).toHaveLength(PRODUCT_IDS.length)
    for (const miniSite of docs) {
      const alternative = miniSite.alternative as MiniSite
      expect(alternative.product, miniSite.name).not.toBe(miniSite.product)
      const links = (miniSite.links ?? []).map(({ link }) => link)
      expect(links.filter((link) => link.removeFromUnified).map((link) => link.text)).toEqual(['Templates'])
      expect(links.filter((link) => hasDomain(link.url)).map((link) => link.url)).toEqual(['https://community.orbit.example'])
    }
  })

  it('gives every footer link group an icon', async () => {
    const { docs } = await payload.find({ collection: 'footer-link-groups', pagination: false, depth: 1 })
    // Payload numbers a file name already taken in the upload folder (other test files seed too).
    for (const group of docs) expect((group.icon as Media).url, group.title).toMatch(/\/api\/media\/file\/footer-icon-[a-z]+(-\d+)?\.png$/)
  })

  it('opens every main page with a drawn picture: described, in WebP, with its smaller renditions', async () => {
    for (const path of Object.keys(HERO_PICTURES)) {
      const page = (await payload.find({ collection: 'pages', where: { path: { equals: path } }, depth: 1 })).docs[0]
      const hero = page?.layout?.[0]
      expect(hero?.blockType, path).toBe('hero')
      const image = hero?.blockType === 'hero' ? (hero.image as Media) : undefined
      expect(image?.alt.length, path).toBeGreaterThan(20)
      expect(image).toMatchObject({ mimeType: 'image/webp', width: 1200, height: 800 })
      expect(image?.sizes?.thumbnail).toMatchObject({ width: 400, mimeType: 'image/webp' })
      expect(image?.sizes?.card).toMatchObject({ width: 768, mimeType: 'image/webp' })
    }
  })

  it('shows the customers’ logos under the home page’s hero, each named by its alt text', async () => {
    const home = (await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, depth: 1 })).docs[0]!
    const wall = home.layout?.[1]
    expect(wall?.blockType).toBe('logoWall')
    const logos = wall?.blockType === 'logoWall' ? wall.logos : []
    expect(logos.map((logo) => (logo.image as Media).alt)).toEqual(CUSTOMERS.map((customer) => customer.name))
  })

  it('gives every community template a board picture and its author’s portrait, visible once the template is online', async () => {
    const { docs } = await payload.find({ collection: 'community-templates', pagination: false, depth: 1 })
    for (const template of docs) {
      expect(template.images?.map((entry) => entry.type).sort(), template.title).toEqual(['board', 'selfie'])
      const board = template.images!.find((entry) => entry.type === 'board')!.image as TemplateImage
      expect(board.width, template.title).toBeGreaterThan(0)
    }
    const onboarding = docs.find((template) => template.title === 'Employee onboarding checklist')!
    const onboardingBoard = onboarding.images!.find((entry) => entry.type === 'board')!.image as TemplateImage
    expect(onboardingBoard.alt).toMatch(/onboarding/i)
    const approved = docs.find((template) => template.status === 'approved')!
    for (const entry of approved.images ?? []) expect((entry.image as TemplateImage).online).toBe(true)
  })
})
