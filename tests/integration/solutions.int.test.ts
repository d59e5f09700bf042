/**
 * Marketplace solutions: visitors read only published ones over REST and cannot write; a
 * solution id is unique and well formed; the add-solution page's list is the published
 * solutions in the visitor's language; the seed adds a first set once.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publishedSolutions } from '@/cms/queries/published-solutions'
import { seedSolutions, solutionsSeed } from '@/cms/seed/solutions'
import { isSolutionCategory, isSolutionId, solutionPage } from '@/domain/pages/solutions'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let marketerToken: string
let publishedId: number
let hiddenId: number

const AS_SEED = { overrideAccess: true, context: { disableRevalidate: true } } as const

const solution = (solutionId: string, published: boolean) => ({
  solutionId,
  name: `Solution ${solutionId}`,
  description: `What ${solutionId} does.`,
  category: 'crm' as const,
  product: 'crm' as const,
  published,
})

beforeAll(async () => {
  payload = await getPayload({ config })
  const marketer = await createStaff(payload, ['marketer'])
  marketerToken = await login(marketer.email, PASSWORD)
  const published = await payload.create({ collection: 'solutions', data: solution('deal-tracker', true), ...AS_SEED })
  await payload.update({ collection: 'solutions', id: published.id, locale: 'de', data: { name: 'Deal-Tracker' }, ...AS_SEED })
  const hidden = await payload.create({ collection: 'solutions', data: solution('secret-beta', false), ...AS_SEED })
  publishedId = published.id
  hiddenId = hidden.id
})

afterAll(async () => {
  await payload?.delete({ collection: 'solutions', where: { id: { exists: true } }, ...AS_SEED })
})

describe('GET /api/solutions', () => {
  it('answers anonymous visitors with published solutions only', async () => {
    const response = await api('GET', '/solutions?limit=100&depth=0')
    expect(response.status).toBe(200)
    const docs = response.body.docs as { id: number; published: boolean }[]
    expect(docs.map((doc) => doc.id)).toContain(publishedId)
    expect(docs.map((doc) => doc.id)).not.toContain(hiddenId)
    expect(docs.every((doc) => doc.published)).toBe(true)
  })

  it('hides an unpublished solution from anonymous visitors, even when asked for it or filtered by it', async () => {
    expect((await api('GET', `/solutions/${hiddenId}`)).status).toBeOneOf([403, 404])
    for (const where of ['where[published][equals]=false', 'where[solutionId][equals]=secret-beta', 'where[solutionId][like]=secret']) {
      const filtered = await api('GET', `/solutions?${where}&depth=0`)
      expect(filtered.status, where).toBe(200)
      expect(filtered.body.docs, where).toEqual([])
    }
  })

  it('shows marketers every solution, published or not', async () => {
    const response = await api('GET', '/solutions?limit=100&depth=0', { token: marketerToken })
    expect(response.status).toBe(200)
    expect((response.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual(expect.arrayContaining([publishedId, hiddenId]))
  })

  it('does not let anonymous visitors create, change or delete solutions', async () => {
    const before = (await payload.count({ collection: 'solutions', overrideAccess: true })).totalDocs
    expect((await api('POST', '/solutions', { body: solution('injected', true) })).status).toBeOneOf([401, 403])
    expect((await payload.count({ collection: 'solutions', overrideAccess: true })).totalDocs).toBe(before)
    expect((await api('PATCH', `/solutions/${publishedId}`, { body: { name: 'Changed' } })).status).toBeOneOf([401, 403])
    expect((await api('PATCH', `/solutions/${hiddenId}`, { body: { published: true } })).status).toBeOneOf([401, 403])
    expect((await api('DELETE', `/solutions/${publishedId}`)).status).toBeOneOf([401, 403])
    const stored = await payload.findByID({ collection: 'solutions', id: publishedId, overrideAccess: true })
    expect(stored.name).toBe('Solution deal-tracker')
    expect((await payload.findByID({ collection: 'solutions', id: hiddenId, overrideAccess: true })).published).toBe(false)
  })
})

describe('the solution id', () => {
  it('is unique: a second solution with the same id is refused with a 400 and nothing stored', async () => {
    const before = (await payload.count({ collection: 'solutions', overrideAccess: true })).totalDocs
    const duplicate = await api('POST', '/solutions', { token: marketerToken, body: solution('deal-tracker', true) })
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(duplicate.body)).toMatch(/solutionId/)
    await expect(payload.create({ collection: 'solutions', data: solution('deal-tracker', false), ...AS_SEED })).rejects.toThrow()
    expect((await payload.count({ collection: 'solutions', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('is unique on update too', async () => {
    const response = await api('PATCH', `/solutions/${hiddenId}`, { token: marketerToken, body: { solutionId: 'deal-tracker' } })
    expect(response.status).toBe(400)
    expect((await payload.findByID({ collection: 'solutions', id: hiddenId, overrideAccess: true })).solutionId).toBe('secret-beta')
  })

  it('must be a lowercase slug, with a message the editor understands', async () => {
    for (const bad of ['Deal Tracker', '../etc', 'x'.repeat(61), '']) {
      const response = await api('POST', '/solutions', { token: marketerToken, body: solution(bad, true) })
      expect(response.status, bad).toBe(400)
    }
    const response = await api('POST', '/solutions', { token: marketerToken, body: solution('Deal Tracker', true) })
    expect(JSON.stringify(response.body)).toContain('lowercase letters and digits')
  })

  it('lets a marketer add a well-formed one', async () => {
    const response = await api('POST', '/solutions', { token: marketerToken, body: solution('forecasts_2', false) })
    expect(response.status).toBe(201)
    await payload.delete({ collection: 'solutions', id: response.body.doc.id, ...AS_SEED })
  })

  it('refuses a category that is not one of the spec’s clusters', async () => {
    const response = await api('POST', '/solutions', { token: marketerToken, body: { ...solution('gardening-kit', true), category: 'gardening' } })
    expect(response.status).toBe(400)
  })
})

describe('publishedSolutions', () => {
  it('gives the published solutions in the visitor’s language, English where untranslated', async () => {
    const german = await publishedSolutions(payload, 'de')
    expect(german).toEqual([{ solutionId: 'deal-tracker', name: 'Deal-Tracker', description: 'What deal-tracker does.', category: 'crm', product: 'crm' }])
    expect((await publishedSolutions(payload, 'ja'))[0]?.name).toBe('Solution deal-tracker')
  })

  it('is what the add-solution page picks from: an unpublished id is an invalid solution', async () => {
    const solutions = await publishedSolutions(payload, 'en')
    expect(solutionPage({ solutionId: 'deal-tracker', category: 'crm' }, solutions)).toMatchObject({
      problems: [],
      solution: { name: 'Solution deal-tracker' },
    })
    expect(solutionPage({ solutionId: 'secret-beta', category: undefined }, solutions)).toMatchObject({
      solution: undefined,
      problems: ['invalid-solution'],
      offered: [expect.objectContaining({ solutionId: 'deal-tracker' })],
    })
  })
})

describe('the seed', () => {
  it('adds a first set of valid, published solutions once, and leaves existing ones alone', async () => {
    const brand = { name: 'Orbit', slug: 'orbit' }
    for (const seeded of solutionsSeed(brand)) {
      expect(isSolutionId(seeded.solutionId), seeded.solutionId).toBe(true)
      expect(isSolutionCategory(seeded.category), seeded.category).toBe(true)
    }
    await payload.delete({ collection: 'solutions', where: { id: { exists: true } }, ...AS_SEED })
    await seedSolutions(payload, brand, AS_SEED.context)
    const count = (await payload.count({ collection: 'solutions', overrideAccess: true })).totalDocs
    expect(count).toBe(solutionsSeed(brand).length)
    await seedSolutions(payload, brand, AS_SEED.context)
    expect((await payload.count({ collection: 'solutions', overrideAccess: true })).totalDocs).toBe(count)
    expect((await publishedSolutions(payload, 'en')).map((item) => item.solutionId).sort()).toEqual(
      solutionsSeed(brand)
        .map((item) => item.solutionId)
        .sort(),
    )
  })
})
