/**
 * Mini-sites as a marketer edits them over REST: an incomplete one (SPEC §5) cannot be
 * published and the error names the missing field, but it can be saved as a draft that
 * visitors never see; a complete one publishes; another mini-site can stand in for it.
 */
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { MiniSite } from '@/payload-types'

import { pngImage, useTemporaryDataDir } from '../helpers/upload'

// Before the config is loaded: it reads DATA_DIR for the media folder.
const dataDir = useTemporaryDataDir()
const { default: config } = await import('@payload-config')
const { api, login } = await import('../helpers/rest')
const { createStaff, PASSWORD } = await import('../helpers/staff')

let payload: Payload
let marketerToken: string
let logo: number
let mobileLogo: number
let unifiedLogo: number

beforeAll(async () => {
  payload = await getPayload({ config })
  await createStaff(payload, ['admin']) // the first account of a database always becomes an admin
  marketerToken = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
  const image = async (name: string, width: number, height: number) => {
    const data = await pngImage(width, height)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: `${name} logo` },
      file: { data, name: `${name}.png`, mimetype: 'image/png', size: data.length },
    })
    return doc.id
  }
  ;[logo, mobileLogo, unifiedLogo] = await Promise.all([image('crm', 240, 60), image('crm-mobile', 60, 60), image('unified', 240, 60)])
})

afterAll(() => dataDir.restore())

type MiniSiteBody = Record<string, unknown> & { name: string }

function complete(name: string): MiniSiteBody {
  return {
    name,
    product: 'crm',
    logo: { src: logo, mobileSrc: mobileLogo, url: '/crm' },
    unifiedDesktopLogo: { src: unifiedLogo, url: '/crm' },
    links: [{ link: { text: 'Features', url: '/crm/features' } }, { link: { text: 'Pricing', url: '/crm/pricing', isPricingPage: true } }],
    dynamicAssets: [{ path: '/crm', src: logo, alt: 'The CRM board' }],
    dynamicTexts: [{ path: '/crm', title: 'Close more deals', subtitle: 'A CRM your team will use' }],
  }
}

type FieldError = { path: string; message: string }

function fieldErrors(body: unknown): FieldError[] {
  const errors = (body as { errors?: { data?: { errors?: FieldError[] } }[] } | null)?.errors ?? []
  return errors.flatMap((error) => error.data?.errors ?? [])
}

const countNamed = async (name: string) => (await payload.count({ collection: 'mini-sites', where: { name: { equals: name } } })).totalDocs

const INCOMPLETE: { label: string; path: string; change: (site: MiniSiteBody) => void }[] = [
  { label: 'the logo’s mobile image', path: 'logo.mobileSrc', change: (site) => delete (site.logo as Record<string, unknown>).mobileSrc },
  { label: 'the logo’s link', path: 'logo.url', change: (site) => delete (site.logo as Record<string, unknown>).url },
  { label: 'the unified desktop logo', path: 'unifiedDesktopLogo.src', change: (site) => delete (site.unifiedDesktopLogo as Record<string, unknown>).src },
  { label: 'the unified desktop logo group', path: 'unifiedDesktopLogo.src', change: (site) => delete site.unifiedDesktopLogo },
  {
    label: 'a link’s text',
    path: 'links.0.link.text',
    change: (site) => (site.links = [{ link: { url: '/crm/features' } }, { link: { text: 'Pricing', url: '/crm/pricing' } }]),
  },
  {
    label: 'the second link’s text (blank)',
    path: 'links.1.link.text',
    change: (site) => (site.links = [{ link: { text: 'Features', url: '/crm/features' } }, { link: { text: '  ', url: '/crm/pricing' } }]),
  },
]

describe('publishing an incomplete mini-site', () => {
  it.each(INCOMPLETE)('without $label is refused with 400 naming $path; as a draft it is saved', async ({ label, path, change }) => {
    const name = `Missing ${label}`
    const site = complete(name)
    change(site)

    const published = await api('POST', '/mini-sites', { token: marketerToken, body: { ...site, _status: 'published' } })
    expect(published.status, JSON.stringify(published.body)).toBe(400)
    expect(fieldErrors(published.body).map((error) => error.path)).toContain(path)
    expect(await countNamed(name)).toBe(0)

    const draft = await api('POST', '/mini-sites?draft=true', { token: marketerToken, body: { ...site, _status: 'draft' } })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    expect(draft.body.doc._status).toBe('draft')
    expect(await countNamed(name)).toBe(1)

    // Visitors never see the draft.
    expect((await api('GET', `/mini-sites?where[name][equals]=${encodeURIComponent(name)}`)).body.docs).toEqual([])
    expect((await api('GET', `/mini-sites/${draft.body.doc.id}`)).status).toBe(404)

    // Publishing the saved draft as it is, is refused too.
    const later = await api('PATCH', `/mini-sites/${draft.body.doc.id}`, { token: marketerToken, body: { _status: 'published' } })
    expect(later.status).toBe(400)
    expect(fieldErrors(later.body).map((error) => error.path)).toContain(path)
    expect((await api('GET', `/mini-sites/${draft.body.doc.id}`)).status).toBe(404)
  })

  it('says in words which field is missing', async () => {
    const site = complete('Missing mobile logo, in words')
    delete (site.logo as Record<string, unknown>).mobileSrc
    const response = await api('POST', '/mini-sites', { token: marketerToken, body: { ...site, _status: 'published' } })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body).find((error) => error.path === 'logo.mobileSrc')?.message).toMatch(/mobile/i)
  })
})

describe('publishing a complete mini-site', () => {
  it('is accepted, and visitors see it', async () => {
    const response = await api('POST', '/mini-sites', { token: marketerToken, body: { ...complete('CRM'), _status: 'published' } })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body.doc._status).toBe('published')

    const seen = await api('GET', `/mini-sites/${response.body.doc.id}?depth=0`)
    expect(seen.status).toBe(200)
    expect(seen.body).toMatchObject({ name: 'CRM', logo: { src: logo, mobileSrc: mobileLogo, url: '/crm' } })
  })

  it('a draft completed later can then be published', async () => {
    const site = complete('Completed later')
    delete (site.logo as Record<string, unknown>).mobileSrc
    const draft = await api('POST', '/mini-sites?draft=true', { token: marketerToken, body: { ...site, _status: 'draft' } })
    expect(draft.status).toBe(201)

    const published = await api('PATCH', `/mini-sites/${draft.body.doc.id}`, {
      token: marketerToken,
      body: { logo: { src: logo, mobileSrc: mobileLogo, url: '/crm' }, _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect((await api('GET', `/mini-sites/${draft.body.doc.id}`)).status).toBe(200)
  })

  it('never calls images given by id as strings missing', async () => {
    const site = complete('String ids')
    site.logo = { src: String(logo), mobileSrc: String(mobileLogo), url: '/crm' }
    site.unifiedDesktopLogo = { src: String(unifiedLogo), url: '/crm' }

    // Payload itself takes "12" for the upload with id 12: the draft stores the images.
    const draft = await api('POST', '/mini-sites?draft=true&depth=0', { token: marketerToken, body: { ...site, name: 'String ids (draft)', _status: 'draft' } })
    expect(draft.status).toBe(201)
    expect(draft.body.doc.logo).toMatchObject({ src: logo, mobileSrc: mobileLogo })

    // On publishing, Payload's own relationship check (not the mini-site rules) decides about
    // text ids; whatever it answers, the images must not be reported as missing.
    const published = await api('POST', '/mini-sites', { token: marketerToken, body: { ...site, _status: 'published' } })
    expect(published.status).toBeLessThan(500)
    expect(JSON.stringify(published.body)).not.toContain('is missing')
  })

  it('a published mini-site cannot lose a required field', async () => {
    const created = await api('POST', '/mini-sites', { token: marketerToken, body: { ...complete('Stays complete'), _status: 'published' } })
    expect(created.status).toBe(201)
    const id = created.body.doc.id as number

    const broken = await api('PATCH', `/mini-sites/${id}`, {
      token: marketerToken,
      body: { links: [{ link: { url: '/crm/features' } }], _status: 'published' },
    })
    expect(broken.status).toBe(400)
    expect(fieldErrors(broken.body).map((error) => error.path)).toContain('links.0.link.text')

    const visible = await api('GET', `/mini-sites/${id}?depth=0`)
    expect(visible.status).toBe(200)
    expect((visible.body as MiniSite).links?.map(({ link }) => link.text)).toEqual(['Features', 'Pricing'])
  })
})

describe('the alternative mini-site', () => {
  it('can be linked to another mini-site', async () => {
    const main = await api('POST', '/mini-sites', { token: marketerToken, body: { ...complete('Main product'), _status: 'published' } })
    const other = await api('POST', '/mini-sites', {
      token: marketerToken,
      body: { ...complete('Alternative product'), product: 'service', _status: 'published' },
    })
    expect([main.status, other.status]).toEqual([201, 201])

    const linked = await api('PATCH', `/mini-sites/${main.body.doc.id}`, {
      token: marketerToken,
      body: { alternative: other.body.doc.id, _status: 'published' },
    })
    expect(linked.status, JSON.stringify(linked.body)).toBe(200)

    const seen = await api('GET', `/mini-sites/${main.body.doc.id}?depth=1`)
    expect(seen.status).toBe(200)
    expect(seen.body.alternative).toMatchObject({ id: other.body.doc.id, name: 'Alternative product' })
  })

  it('cannot be the mini-site itself', async () => {
    const site = await api('POST', '/mini-sites', { token: marketerToken, body: { ...complete('Self reference'), _status: 'published' } })
    expect(site.status).toBe(201)
    const response = await api('PATCH', `/mini-sites/${site.body.doc.id}`, {
      token: marketerToken,
      body: { alternative: site.body.doc.id, _status: 'published' },
    })
    expect(response.status).toBe(400)
    expect(fieldErrors(response.body).map((error) => error.path)).toContain('alternative')
    expect((await payload.findByID({ collection: 'mini-sites', id: site.body.doc.id, depth: 0 })).alternative ?? null).toBeNull()
  })
})

describe('who edits mini-sites', () => {
  it('anonymous visitors and moderators cannot create one', async () => {
    expect((await api('POST', '/mini-sites', { body: { ...complete('Anonymous'), _status: 'published' } })).status).toBe(403)
    const moderator = await login((await createStaff(payload, ['moderator'])).email, PASSWORD)
    expect((await api('POST', '/mini-sites', { token: moderator, body: { ...complete('Moderated'), _status: 'published' } })).status).toBe(403)
    expect(await countNamed('Anonymous')).toBe(0)
    expect(await countNamed('Moderated')).toBe(0)
  })
})
