/**
 * The editors' aids against a real database: the translation status the pages' hook keeps,
 * publishing refused on a link to a missing page, and who may give a lead an owner and notes.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { translationStatus } from '@/domain/pages/translation-status'
import type { Lead, Page } from '@/payload-types'

import { createMember, loginMember, memberImages } from '../helpers/members'
import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
let marketer: { id: number; email: string; token: string }
let admin: { id: number; email: string; token: string }
let moderator: { id: number; email: string; token: string }
/** A published page the tests link to. */
let target: Page

const context = { disableRevalidate: true }
let unique = 0
const path = (name: string) => `/w/editorial-${name}-${Date.now()}-${(unique += 1)}`

async function staff(roles: Parameters<typeof createStaff>[1]) {
  const account = await createStaff(payload, roles)
  return { ...account, token: await login(account.email, PASSWORD) }
}

async function edits(id: number) {
  const page = await payload.findByID({ collection: 'pages', id, draft: true, depth: 0 })
  return page.translationEdits as Record<string, string>
}

/** Waits until the clock has passed `iso`, so that the next edit is later, not simultaneous. */
async function clockPast(iso: string) {
  while (Date.now() <= Date.parse(iso)) await new Promise((resolve) => setImmediate(resolve))
}

beforeAll(async () => {
  payload = await getPayload({ config })
  // One after the other, the admin first: the first account of a database is made an admin.
  admin = await staff(['admin'])
  marketer = await staff(['marketer'])
  moderator = await staff(['moderator'])
  target = await payload.create({ collection: 'pages', data: { title: 'Target', path: path('target'), headerVariant: 'main', _status: 'published' }, context })
})

describe('translation status', () => {
  it('moves a locale from not translated to translated, then to outdated when English changes', async () => {
    const created = await api('POST', '/pages', {
      token: marketer.token,
      body: { title: 'Roadmaps', path: path('roadmaps'), seo: { description: 'Plan ahead.' }, _status: 'published' },
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id as number
    expect(translationStatus(await edits(id), 'de')).toBe('not-translated')

    const german = await api('PATCH', `/pages/${id}?locale=de`, { token: marketer.token, body: { title: 'Roadmaps planen' } })
    expect(german.status).toBe(200)
    const afterGerman = await edits(id)
    expect(translationStatus(afterGerman, 'de')).toBe('translated')
    expect(translationStatus(afterGerman, 'fr')).toBe('not-translated')

    await clockPast(afterGerman.de!)
    const english = await api('PATCH', `/pages/${id}`, { token: marketer.token, body: { title: 'Roadmaps for every team' } })
    expect(english.status).toBe(200)
    expect(translationStatus(await edits(id), 'de')).toBe('outdated')
  })

  it('records nothing for a save that changes no text, and ignores times sent over the API', async () => {
    const created = await payload.create({
      collection: 'pages',
      data: { title: 'Timelines', path: path('timelines'), headerVariant: 'main', _status: 'published' },
      context,
    })
    const before = await edits(created.id)
    const response = await api('PATCH', `/pages/${created.id}`, {
      token: marketer.token,
      body: { headerVariant: 'slim', translationEdits: { de: '2099-01-01T00:00:00.000Z' } },
    })
    expect(response.status).toBe(200)
    expect(await edits(created.id)).toEqual(before)
  })

  it('marks a translation outdated after a later English edit', async () => {
    const created = await payload.create({
      collection: 'pages',
      data: { title: 'Gantt', path: path('gantt'), headerVariant: 'main', _status: 'published' },
      context,
    })
    await payload.update({ collection: 'pages', id: created.id, locale: 'fr', data: { title: 'Gantt (fr)' }, context })
    const french = await edits(created.id)
    expect(translationStatus(french, 'fr')).toBe('translated')
    await clockPast(french.fr!)
    await payload.update({ collection: 'pages', id: created.id, data: { title: 'Gantt charts' }, context })
    expect(translationStatus(await edits(created.id), 'fr')).toBe('outdated')
  })
})

describe('publishing with a link to a missing page', () => {
  const withLink = (url: string): Partial<Page> => ({
    layout: [{ blockType: 'hero', heading: 'Try it', links: [{ text: 'See more', url, newTab: false }] }],
  })

  it('keeps a draft with the link, refuses to publish it with a 400 naming the link, and publishes once fixed', async () => {
    const missing = path('nowhere')
    const draft = await api('POST', '/pages?draft=true', {
      token: marketer.token,
      body: { title: 'Launch', path: path('launch'), ...withLink(missing), _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    const id = draft.body.doc.id as number

    const publish = await api('PATCH', `/pages/${id}`, { token: marketer.token, body: { _status: 'published' } })
    expect(publish.status).toBe(400)
    expect(JSON.stringify(publish.body)).toContain(`“${missing}”`)
    expect((await payload.find({ collection: 'pages', where: { id: { equals: id } }, draft: false })).docs[0]?._status).not.toBe('published')

    const fixed = await api('PATCH', `/pages/${id}`, { token: marketer.token, body: { ...withLink(`${target.path}?from=launch`), _status: 'published' } })
    expect(fixed.status).toBe(200)
    expect(fixed.body.doc._status).toBe('published')
  })

  it('accepts links to redirects, app pages, other hosts and the page itself', async () => {
    const own = path('self')
    await payload.create({ collection: 'redirects', data: { from: `${own}-old`, to: '/pricing', statusCode: '308' }, context })
    for (const url of [`${own}-old`, '/templates/community', 'https://example.com/nowhere', `/lang/de${target.path}`]) {
      const response = await api('POST', '/pages', {
        token: marketer.token,
        body: { title: 'Links', path: path('links'), ...withLink(url), _status: 'published' },
      })
      expect(response.status, url).toBe(201)
    }
    const itself = await api('POST', '/pages', {
      token: marketer.token,
      body: { title: 'Self', path: own, ...withLink(`/lang/fr${own}#top`), _status: 'published' },
    })
    expect(itself.status).toBe(201)
  })

  it('lists the warnings in the sidebar’s checks, for content editors only', async () => {
    const created = await payload.create({
      collection: 'pages',
      data: { title: 'Checks', path: path('checks'), ...withLink(target.path), seo: { title: 'Short' }, headerVariant: 'main', _status: 'published' },
      context,
    })
    const checks = await api('GET', `/pages/${created.id}/publish-checks?locale=de`, { token: marketer.token })
    expect(checks.status).toBe(200)
    const kinds = (checks.body.checks as { kind: string }[]).map((check) => check.kind)
    expect(kinds).toEqual(['seo-title', 'seo-description', 'untranslated'])
    expect((await api('GET', `/pages/${created.id}/publish-checks`, { token: moderator.token })).status).toBe(403)
    expect((await api('GET', `/pages/${created.id}/publish-checks`)).status).toBe(403)
  })
})

describe('lead owner and notes', () => {
  let lead: Lead

  beforeAll(async () => {
    lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        form: 'contactSales',
        status: 'new',
        name: 'Ada Prospect',
        email: `ada-${Date.now()}@prospect.example`,
        country: 'US',
        locale: 'en',
        page: '/sales/contact-us',
        product: 'crm',
        idempotencyKey: `editorial-${Date.now()}`,
      },
    })
  })

  it('lets a marketer take a lead and write notes', async () => {
    const response = await api('PATCH', `/leads/${lead.id}?depth=0`, { token: marketer.token, body: { owner: marketer.id, notes: 'Called, wants a demo.' } })
    expect(response.status).toBe(200)
    expect(response.body.doc).toMatchObject({ owner: marketer.id, notes: 'Called, wants a demo.' })
  })

  it('lets an admin hand it to another content editor, never to a moderator', async () => {
    expect((await api('PATCH', `/leads/${lead.id}?depth=0`, { token: admin.token, body: { owner: admin.id } })).status).toBe(200)
    const refused = await api('PATCH', `/leads/${lead.id}?depth=0`, { token: admin.token, body: { owner: moderator.id } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('The owner must be an admin or a marketer.')
  })

  it('keeps moderators and visitors away from owners and notes', async () => {
    expect((await api('PATCH', `/leads/${lead.id}`, { token: moderator.token, body: { notes: 'x' } })).status).toBe(403)
    expect((await api('GET', `/leads/${lead.id}`, { token: moderator.token })).status).toBe(403)
    expect((await api('PATCH', `/leads/${lead.id}`, { body: { notes: 'x' } })).status).toBe(403)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ owner: admin.id, notes: 'Called, wants a demo.' })
  })

  it('names products, not codes, in the admin', async () => {
    const leads = payload.collections.leads.config
    const product = leads.flattenedFields.find((field) => field.name === 'product') as { options: { value: string; label: string }[] }
    expect(product.options.find((option) => option.value === 'crm')?.label).not.toBe('crm')
  })
})

describe('a rejection’s note to the author', () => {
  it('is stored with the move, read by the author, and kept from visitors', async () => {
    const author = await createMember(payload, 'Noted')
    const authorToken = await loginMember(author.email)
    const shared = await api('POST', '/community-templates', {
      token: authorToken,
      body: {
        title: 'Noted board',
        language: 'en',
        images: await memberImages(payload, author.id),
        paragraphs: [{ text: Array.from({ length: 55 }, (_, i) => `word${i}`).join(' ') }],
        termsAccepted: true,
      },
    })
    expect(shared.status, JSON.stringify(shared.body)).toBe(201)
    const id = shared.body.doc.id as number

    const note = 'Please show the whole board, not only the first column.'
    const rejected = await api('PATCH', `/community-templates/${id}`, {
      token: moderator.token,
      body: { status: 'rejected', rejectReason: 'Bad Text', rejectionNote: note },
    })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)

    const asAuthor = await api('GET', `/community-templates/${id}?depth=0`, { token: authorToken })
    expect(asAuthor.body).toMatchObject({ status: 'rejected', rejectReason: 'Bad Text', rejectionNote: note })
    const stored = await payload.findByID({ collection: 'community-templates', id, depth: 0, overrideAccess: true })
    expect(stored.history?.at(-1)).toMatchObject({ toStatus: 2, rejectReason: 'Bad Text', note })

    // The author cannot write the note themselves.
    await api('PATCH', `/community-templates/${id}`, { token: authorToken, body: { rejectionNote: 'Looks fine to me' } })
    expect((await payload.findByID({ collection: 'community-templates', id, depth: 0, overrideAccess: true })).rejectionNote).toBe(note)
  })
})
