/**
 * Experiments and personalisation rules as a marketer makes them over REST, as the admin does:
 * what may be saved and started, what the proxy's snapshot and the pages read, and promoting a
 * winner into the page.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadVariationBlocks } from '@/cms/queries/page-variations'
import { loadSiteSnapshot } from '@/cms/queries/site-snapshot'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let marketer: string
let moderator: string
let homeId: number

const SPLIT = [
  { name: 'control', traffic: 50 },
  { name: 'b', traffic: 50 },
]

const CTA_LINK = { text: 'See plans', url: 'https://www.example.com/pricing' }

const heroOf = (layout: unknown) =>
  (layout as { id?: string | null; blockType: string; heading?: string }[] | null | undefined)?.find((block) => block.blockType === 'hero')

beforeAll(async () => {
  payload = await getPayload({ config })
  marketer = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
  moderator = await login((await createStaff(payload, ['moderator'])).email, PASSWORD)
  const home = await payload.create({
    collection: 'pages',
    data: {
      title: 'Home',
      path: '/',
      headerVariant: 'main',
      layout: [
        { blockType: 'hero', heading: 'One place for all your work' },
        { blockType: 'callToAction', heading: 'Start today', primaryLink: CTA_LINK },
      ],
      _status: 'published',
    },
    overrideAccess: true,
  })
  homeId = home.id
  const german = heroOf(home.layout)
  await payload.update({
    collection: 'pages',
    id: homeId,
    locale: 'de',
    data: {
      title: 'Startseite',
      layout: (home.layout ?? []).map((block) => (block.id === german?.id ? { ...block, heading: 'Ein Ort für all Ihre Arbeit' } : block)),
      _status: 'published',
    },
    overrideAccess: true,
  })
})

async function createExperiment(testName: string, body: Record<string, unknown> = {}) {
  return api('POST', '/ab-tests', {
    token: marketer,
    body: {
      testName,
      newVariation: 'b',
      status: 'draft',
      variants: SPLIT,
      page: homeId,
      replacesBlock: 1,
      blocks: [{ blockType: 'hero', heading: 'Plan less, ship more' }],
      ...body,
    },
  })
}

describe('an experiment on a page', () => {
  let id: number

  it('is saved and started over REST, and reaches the proxy for its page in the languages it is written in', async () => {
    const created = await createExperiment('home_heading')
    expect(created.status).toBe(201)
    id = created.body.doc.id
    expect((await api('PATCH', `/ab-tests/${id}`, { token: marketer, body: { status: 'running' } })).status).toBe(200)

    let experiment = (await loadSiteSnapshot(payload)).abTests?.find((test) => test.testName === 'home_heading')
    expect(experiment).toMatchObject({ status: 'running', page: '/', goal: 'signup_click', variants: SPLIT })
    expect(experiment?.languages).toEqual(['en'])

    // Translating the new heading lets it run in German too.
    const blockId = created.body.doc.blocks[0].id
    const translated = await api('PATCH', `/ab-tests/${id}?locale=de`, {
      token: marketer,
      body: { blocks: [{ id: blockId, blockType: 'hero', heading: 'Weniger planen, mehr liefern' }] },
    })
    expect(translated.status).toBe(200)
    experiment = (await loadSiteSnapshot(payload)).abTests?.find((test) => test.testName === 'home_heading')
    expect(experiment?.languages).toEqual(['en', 'de'])
    expect(heroOf((await loadVariationBlocks(payload, { collection: 'ab-tests', testName: 'home_heading' }, 'de'))?.blocks)?.heading).toBe(
      'Weniger planen, mehr liefern',
    )
  })

  it('is refused without what it needs, with a reason', async () => {
    const noBlocks = await createExperiment('no_blocks', { status: 'running', blocks: [] })
    expect(noBlocks.status).toBe(400)
    expect(JSON.stringify(noBlocks.body)).toContain('Add the block')
    const pastTheEnd = await createExperiment('past_the_end', { replacesBlock: 3 })
    expect(pastTheEnd.status).toBe(400)
    expect(JSON.stringify(pastTheEnd.body)).toContain('from 1 to 2')
    const threeWay = await createExperiment('three_way', {
      variants: [
        { name: 'control', traffic: 34 },
        { name: 'b', traffic: 33 },
        { name: 'c', traffic: 33 },
      ],
    })
    expect(threeWay.status).toBe(400)
    const priced = await createExperiment('priced_variant', { blocks: [{ blockType: 'pricingTable' }] })
    expect(priced.status).toBe(400)
    expect(JSON.stringify(priced.body)).toContain('change how the page is cached')
    const longName = await createExperiment('a'.repeat(58))
    expect(longName.status).toBe(400)
    const noGoalPage = await createExperiment('no_goal_page', { status: 'running', goal: 'page_reached' })
    expect(noGoalPage.status).toBe(400)
    expect(JSON.stringify(noGoalPage.body)).toContain('Give the page whose visit counts')
    const onACodeTest = await api('POST', '/ab-tests', {
      token: marketer,
      body: {
        testName: 'hide_basic_tier',
        newVariation: 'no_basic',
        status: 'draft',
        variants: [
          { name: 'control', traffic: 50 },
          { name: 'no_basic', traffic: 50 },
        ],
        page: homeId,
      },
    })
    expect(onACodeTest.status).toBe(400)
    expect((await api('POST', '/ab-tests', { token: moderator, body: { testName: 'by_a_moderator', newVariation: 'b', variants: SPLIT } })).status).toBe(403)
  })

  it('keeps a page to a bounded number of versions at once', async () => {
    for (const name of ['second_test', 'third_test']) {
      const created = await createExperiment(name, { replacesBlock: 2, blocks: [{ blockType: 'callToAction', heading: name, primaryLink: CTA_LINK }] })
      expect((await api('PATCH', `/ab-tests/${created.body.doc.id}`, { token: marketer, body: { status: 'running' } })).status).toBe(200)
    }
    // Three experiments of two variants: eight versions, the most a page may be in.
    const audience = await api('POST', '/audiences', { token: marketer, body: { name: 'Everyone in Austria', countries: ['AT'] } })
    const rule = await api('POST', '/personalisations', {
      token: marketer,
      body: {
        name: 'Austria',
        page: homeId,
        audience: audience.body.doc.id,
        active: true,
        replacesBlock: 1,
        blocks: [{ blockType: 'hero', heading: 'Servus' }],
      },
    })
    expect(rule.status).toBe(400)
    expect(JSON.stringify(rule.body)).toContain('16 versions at once (at most 8)')
    for (const name of ['second_test', 'third_test']) {
      const { docs } = await payload.find({ collection: 'ab-tests', where: { testName: { equals: name } }, overrideAccess: true })
      await api('PATCH', `/ab-tests/${docs[0]!.id}`, { token: marketer, body: { status: 'paused' } })
    }
  })

  it('is promoted into the page in every language as a new version, and finishes', async () => {
    expect((await api('POST', `/ab-tests/${id}/promote`, { token: moderator })).status).toBe(403)
    const versionsBefore = (await payload.findVersions({ collection: 'pages', where: { parent: { equals: homeId } }, overrideAccess: true })).totalDocs
    const promoted = await api('POST', `/ab-tests/${id}/promote`, { token: marketer })
    expect(promoted.status).toBe(200)
    const [english, german] = await Promise.all(
      (['en', 'de'] as const).map((locale) => payload.findByID({ collection: 'pages', id: homeId, locale, draft: false, overrideAccess: true })),
    )
    expect(english!.layout?.map((block) => block.blockType)).toEqual(['hero', 'callToAction'])
    expect(heroOf(english!.layout)?.heading).toBe('Plan less, ship more')
    expect(heroOf(german!.layout)?.heading).toBe('Weniger planen, mehr liefern')
    expect((await payload.findVersions({ collection: 'pages', where: { parent: { equals: homeId } }, overrideAccess: true })).totalDocs).toBeGreaterThan(
      versionsBefore,
    )
    const test = await payload.findByID({ collection: 'ab-tests', id, overrideAccess: true })
    expect(test).toMatchObject({ status: 'finished', winner: 'control' })
    expect(test.promotedAt).toBeTruthy()
    expect((await api('POST', `/ab-tests/${id}/promote`, { token: marketer })).status).toBe(409)
  })
})

describe('promoting several blocks at one position', () => {
  it('gives every language the same layout, each with its own texts', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Two',
        path: '/two',
        headerVariant: 'main',
        layout: [
          { blockType: 'hero', heading: 'Old' },
          { blockType: 'callToAction', heading: 'Stay', primaryLink: CTA_LINK },
        ],
        _status: 'published',
      },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'de',
      data: {
        title: 'Zwei',
        layout: page.layout!.map((block) => ('heading' in block ? { ...block, heading: `${block.heading} (de)` } : block)),
        _status: 'published',
      },
      overrideAccess: true,
    })
    const created = await createExperiment('two_blocks', {
      page: page.id,
      blocks: [
        { blockType: 'hero', heading: 'New' },
        { blockType: 'callToAction', heading: 'Go', primaryLink: CTA_LINK },
      ],
    })
    expect(created.status).toBe(201)
    const blocks = created.body.doc.blocks as { id: string; blockType: string; heading: string }[]
    const german = await api('PATCH', `/ab-tests/${created.body.doc.id}?locale=de`, {
      token: marketer,
      body: { status: 'running', blocks: blocks.map((block) => ({ ...block, heading: `${block.heading} (de)` })) },
    })
    expect(german.status).toBe(200)
    expect((await api('POST', `/ab-tests/${created.body.doc.id}/promote`, { token: marketer })).status).toBe(200)
    for (const locale of ['en', 'de'] as const) {
      const promoted = await payload.findByID({ collection: 'pages', id: page.id, locale, draft: false, overrideAccess: true })
      const suffix = locale === 'de' ? ' (de)' : ''
      expect(promoted.layout?.map((block) => ('heading' in block ? block.heading : ''))).toEqual([`New${suffix}`, `Go${suffix}`, `Stay${suffix}`])
    }
  })
})

describe('a personalisation rule', () => {
  it('reaches the proxy with its audience once active, first-ranked first, and its blocks the page', async () => {
    const misspelt = await api('POST', '/audiences', { token: marketer, body: { name: 'Germany', countries: ['Germany'] } })
    expect(misspelt.status).toBe(400)
    expect(JSON.stringify(misspelt.body)).toContain('two-letter country codes')
    const audience = await api('POST', '/audiences', { token: marketer, body: { name: 'Germany', countries: ['de '] } })
    expect(audience.status).toBe(201)
    expect(audience.body.doc).toMatchObject({ countries: ['DE'], device: 'any', visitors: 'any' })
    const rule = await api('POST', '/personalisations', {
      token: marketer,
      body: {
        name: 'German hero',
        page: homeId,
        audience: audience.body.doc.id,
        active: false,
        replacesBlock: 1,
        blocks: [{ blockType: 'hero', heading: 'Made for teams in Germany' }],
      },
    })
    expect(rule.status).toBe(201)
    expect((await loadSiteSnapshot(payload)).personalisations).toEqual([])
    expect((await api('PATCH', `/personalisations/${rule.body.doc.id}`, { token: marketer, body: { active: true } })).status).toBe(200)
    expect((await loadSiteSnapshot(payload)).personalisations).toEqual([{ id: rule.body.doc.id, path: '/', audience: { countries: ['DE'] } }])
    const blocks = await loadVariationBlocks(payload, { collection: 'personalisations', id: rule.body.doc.id }, 'en')
    expect(blocks).toMatchObject({ page: '/', replacesBlock: 1 })
    expect(heroOf(blocks?.blocks)?.heading).toBe('Made for teams in Germany')
    // Without it the rule would reach everyone.
    const inUse = await api('DELETE', `/audiences/${audience.body.doc.id}`, { token: marketer })
    expect(inUse.status).toBe(409)
    expect(JSON.stringify(inUse.body)).toContain('used by 1 personalisation rule')
  })
})
