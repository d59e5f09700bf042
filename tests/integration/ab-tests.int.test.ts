/**
 * What a marketer may save on an A/B test: the variants the site's code renders (control
 * first), and at most MAX_RUNNING_TESTS running at once; the snapshot the proxy assigns from
 * carries the tests that are not drafts.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_RUNNING_TESTS } from '@/cms/collections/AbTests'
import { loadSiteSnapshot } from '@/cms/queries/site-snapshot'
import { AB_TESTS } from '@/domain/ab/catalogue'

import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let marketer: string

const split = (names: readonly string[]) =>
  names.map((name, index) => ({ name, traffic: index === 0 ? 100 - Math.floor(100 / names.length) * (names.length - 1) : Math.floor(100 / names.length) }))

beforeAll(async () => {
  payload = await getPayload({ config })
  await createStaff(payload, ['admin'])
  marketer = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
  for (const test of AB_TESTS) {
    await payload.create({
      collection: 'ab-tests',
      data: { testName: test.testName, newVariation: test.newVariation, status: 'draft', variants: split(test.variants) },
      overrideAccess: true,
    })
  }
})

const idOf = async (testName: string) =>
  (await payload.find({ collection: 'ab-tests', where: { testName: { equals: testName } }, overrideAccess: true })).docs[0]!.id

describe('saving an A/B test', () => {
  it('refuses variants the site does not render, with the ones it does', async () => {
    const id = await idOf('hide_basic_tier')
    const renamed = await api('PATCH', `/ab-tests/${id}`, { token: marketer, body: { variants: split(['baseline', 'trial']) } })
    expect(renamed.status).toBe(400)
    expect(JSON.stringify(renamed.body)).toContain('control, no_basic')
    const reordered = await api('PATCH', `/ab-tests/${id}`, { token: marketer, body: { variants: split(['no_basic', 'control']) } })
    expect(reordered.status).toBe(400)
    expect(
      (
        await api('PATCH', `/ab-tests/${id}`, {
          token: marketer,
          body: {
            variants: [
              { name: 'control', traffic: 70 },
              { name: 'no_basic', traffic: 30 },
            ],
          },
        })
      ).status,
    ).toBe(200)
  })

  it(`runs at most ${MAX_RUNNING_TESTS} tests at once`, async () => {
    const names = AB_TESTS.slice(0, MAX_RUNNING_TESTS + 1).map((test) => test.testName)
    for (const name of names.slice(0, MAX_RUNNING_TESTS)) {
      expect((await api('PATCH', `/ab-tests/${await idOf(name)}`, { token: marketer, body: { status: 'running' } })).status).toBe(200)
    }
    const one_more = await api('PATCH', `/ab-tests/${await idOf(names.at(-1)!)}`, { token: marketer, body: { status: 'running' } })
    expect(one_more.status).toBe(400)
    expect(JSON.stringify(one_more.body)).toContain(`At most ${MAX_RUNNING_TESTS} tests`)
    // Saving a running one again is no new start.
    expect((await api('PATCH', `/ab-tests/${await idOf(names[0]!)}`, { token: marketer, body: { description: 'Still running' } })).status).toBe(200)
  })

  it('gives the proxy every test that is not a draft, and a finished one’s winner', async () => {
    await api('PATCH', `/ab-tests/${await idOf(AB_TESTS[0].testName)}`, { token: marketer, body: { status: 'finished', winner: AB_TESTS[0].newVariation } })
    const snapshot = await loadSiteSnapshot(payload)
    const tests = snapshot.abTests ?? []
    expect(tests.map((test) => test.testName).sort()).toEqual(
      AB_TESTS.slice(0, MAX_RUNNING_TESTS)
        .map((test) => test.testName)
        .sort(),
    )
    expect(tests.find((test) => test.testName === AB_TESTS[0].testName)).toMatchObject({ status: 'finished', winner: AB_TESTS[0].newVariation })
  })
})
