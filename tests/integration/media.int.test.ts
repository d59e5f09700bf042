/**
 * Uploads as the admin sends them (multipart POST /media with `file` and `_payload`): images
 * are stored with their sizes; SVG, HTML, XML and text are refused whatever they are named;
 * files over 10 MB get 413; only content editors upload. "Nothing stored" is checked both in
 * the database and in the media folder, which is a temporary one for this file.
 */
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { pngImage, upload, type UploadFile, useTemporaryDataDir } from '../helpers/upload'

// Before the config is loaded: it reads DATA_DIR for the media folder.
const dataDir = useTemporaryDataDir()
const { default: config } = await import('@payload-config')
const { api, login } = await import('../helpers/rest')
const { createStaff, PASSWORD } = await import('../helpers/staff')

const MB = 1024 * 1024
const text = (value: string) => new TextEncoder().encode(value)

let payload: Payload
let marketerToken: string

beforeAll(async () => {
  payload = await getPayload({ config })
  await createStaff(payload, ['admin']) // the first account of a database always becomes an admin
  marketerToken = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
})

afterAll(() => dataDir.restore())

const mediaCount = async () => (await payload.count({ collection: 'media' })).totalDocs

/** Uploads and checks that neither the database nor the media folder gained anything. */
async function expectRefused(file: UploadFile, options: Parameters<typeof upload>[2]) {
  const documents = await mediaCount()
  const files = dataDir.files()
  const response = await upload('/media', file, options)
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(await mediaCount()).toBe(documents)
  expect(dataDir.files()).toEqual(files)
  return response
}

const errorText = (body: unknown) => JSON.stringify(body)

describe('uploading an image', () => {
  it('stores a PNG with its sizes, as the admin sends it', async () => {
    const response = await upload(
      '/media',
      { data: await pngImage(1800, 1200), name: 'team-photo.png', type: 'image/png' },
      { token: marketerToken, data: { alt: 'The team at the offsite' } },
    )
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const doc = response.body.doc as Media
    expect(doc).toMatchObject({ alt: 'The team at the offsite', mimeType: 'image/png', width: 1800, height: 1200, filename: 'team-photo.png' })
    expect(doc.sizes?.thumbnail).toMatchObject({ width: 400, mimeType: 'image/png' })
    expect(doc.sizes?.card).toMatchObject({ width: 768, mimeType: 'image/png' })
    expect(doc.sizes?.hero).toMatchObject({ width: 1600, mimeType: 'image/png' })

    const stored = [doc.filename, doc.sizes?.thumbnail?.filename, doc.sizes?.card?.filename, doc.sizes?.hero?.filename]
    expect(dataDir.files()).toEqual(expect.arrayContaining(stored))

    // Visitors can see it.
    const read = await api('GET', `/media/${doc.id}`)
    expect(read.status).toBe(200)
    expect(read.body.alt).toBe('The team at the offsite')
  })

  it('requires the alternative text, and stores nothing without it', async () => {
    const response = await expectRefused({ data: await pngImage(200, 100), name: 'no-alt.png', type: 'image/png' }, { token: marketerToken, data: {} })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].data.errors).toContainEqual(expect.objectContaining({ path: 'alt' }))

    const blank = await expectRefused({ data: await pngImage(200, 100), name: 'blank-alt.png', type: 'image/png' }, { token: marketerToken, data: { alt: '' } })
    expect(blank.status).toBe(400)
  })
})

describe('files that are not raster images', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
  const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'
  const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'

  it.each([
    { label: 'an SVG', file: { data: text(SVG), name: 'logo.svg', type: 'image/svg+xml' } },
    { label: 'an SVG named .png', file: { data: text(SVG), name: 'logo.png', type: 'image/png' } },
    { label: 'an SVG with a script named .png', file: { data: text(SVG_WITH_SCRIPT), name: 'logo.png', type: 'image/png' } },
    { label: 'an HTML file', file: { data: text(HTML), name: 'page.html', type: 'text/html' } },
    { label: 'an HTML file named .png', file: { data: text(HTML), name: 'page.png', type: 'image/png' } },
    { label: 'an XML file', file: { data: text('<?xml version="1.0"?><feed><entry/></feed>'), name: 'feed.xml', type: 'application/xml' } },
    { label: 'a text file', file: { data: text('Just some notes.'), name: 'notes.txt', type: 'text/plain' } },
    { label: 'a text file named .png', file: { data: text('Just some notes.'), name: 'notes.png', type: 'image/png' } },
  ])('$label is refused with a 4xx and nothing is stored', async ({ file }) => {
    const response = await expectRefused(file, { token: marketerToken, data: { alt: 'Not an image' } })
    expect(response.status).toBe(400)
    expect(errorText(response.body)).toMatch(/not allowed|Invalid MIME type/)
  })

  it('an SVG cannot replace the file of a stored image', async () => {
    const created = await upload(
      '/media',
      { data: await pngImage(300, 200), name: 'replace-me.png', type: 'image/png' },
      { token: marketerToken, data: { alt: 'To be replaced' } },
    )
    expect(created.status).toBe(201)
    const files = dataDir.files()
    const replaced = await upload(
      `/media/${created.body.doc.id}`,
      { data: text(SVG_WITH_SCRIPT), name: 'replace-me.png', type: 'image/png' },
      { token: marketerToken, method: 'PATCH', data: { alt: 'Replaced' } },
    )
    expect(replaced.status).toBe(400)
    const stored = await payload.findByID({ collection: 'media', id: created.body.doc.id })
    expect(stored).toMatchObject({ alt: 'To be replaced', mimeType: 'image/png', filename: 'replace-me.png' })
    expect(dataDir.files()).toEqual(files)
  })
})

describe('the size limit', () => {
  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const big = new Uint8Array(10 * MB + 512 * 1024)
    big.set(await pngImage(10, 10)) // a PNG header, so only the size is wrong
    const response = await expectRefused({ data: big, name: 'huge.png', type: 'image/png' }, { token: marketerToken, data: { alt: 'Huge' } })
    expect(response.status).toBe(413)
  })
})

describe('who uploads', () => {
  it('anonymous visitors cannot upload', async () => {
    const response = await expectRefused({ data: await pngImage(50, 50), name: 'anonymous.png', type: 'image/png' }, { data: { alt: 'Anonymous' } })
    expect(response.status).toBe(403)
  })

  it('moderators cannot upload', async () => {
    const token = await login((await createStaff(payload, ['moderator'])).email, PASSWORD)
    const response = await expectRefused({ data: await pngImage(50, 50), name: 'moderator.png', type: 'image/png' }, { token, data: { alt: 'Moderator' } })
    expect(response.status).toBe(403)
  })

  it('a cookie from another origin does not authenticate an upload', async () => {
    const admin = await createStaff(payload, ['admin'])
    const token = await login(admin.email, PASSWORD)
    const response = await expectRefused(
      { data: await pngImage(50, 50), name: 'cross-site.png', type: 'image/png' },
      { data: { alt: 'Cross-site' }, headers: { Cookie: `payload-token=${token}`, Origin: 'https://evil.example' } },
    )
    expect(response.status).toBe(403)
  })
})
