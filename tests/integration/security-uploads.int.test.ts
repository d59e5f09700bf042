/**
 * Uploads: the site's media are written again without their metadata
 * (EXIF, GPS), as template images already were; an image declaring a huge canvas (a
 * decompression bomb) is refused in both upload collections; a missing file is a 404.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { upload, useTemporaryDataDir } from '../helpers/upload'

const dataDir = useTemporaryDataDir()
let payload: Payload
let adminToken = ''
let memberToken = ''

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { login } = await import('../helpers/rest')
  const { createStaff, PASSWORD } = await import('../helpers/staff')
  const { createMember, loginMember } = await import('../helpers/members')
  payload = await getPayload({ config })
  const admin = await createStaff(payload, ['admin'])
  adminToken = await login(admin.email, PASSWORD)
  memberToken = await loginMember((await createMember(payload)).email)
})

afterAll(() => dataDir.restore())

/** A PNG whose header declares `width` x `height` pixels, in a few dozen bytes. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // RGB
  const pixels = zlib.deflateSync(Buffer.alloc(64))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('uploaded images', () => {
  it('media lose their EXIF and GPS metadata', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Spy 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 0/1' } })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const response = await upload('/media', { data: photo, name: 'holiday.jpg', type: 'image/jpeg' }, { token: adminToken, data: { alt: 'A holiday' } })
    expect(response.status).toBe(201)
    const stored = fs.readFileSync(path.join(dataDir.mediaDir, response.body.doc.filename))
    const metadata = await sharp(stored).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false)
  })

  it.each([
    ['/media', 'admin'],
    ['/template-images', 'member'],
  ] as const)('%s refuses an image declaring more pixels than the cap (a decompression bomb)', async (collection, actor) => {
    const bomb = declaredPng(30_000, 30_000)
    expect(bomb.length).toBeLessThan(1_000)
    const response = await upload(
      collection,
      { data: bomb, name: 'bomb.png', type: 'image/png' },
      {
        token: actor === 'admin' ? adminToken : memberToken,
        data: { alt: 'Bomb' },
      },
    )
    expect(response.status).toBe(413)
    expect(response.body.errors[0].message).toMatch(/million pixels/)
  })

  it('a file name with no file is a 404', async () => {
    const { api } = await import('../helpers/rest')
    expect((await api('GET', '/media/file/no-such-file.png')).status).toBe(404)
    expect((await api('GET', '/media/file/0')).status).toBe(404)
  })
})
