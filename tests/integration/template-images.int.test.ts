/**
 * Template images are public once their template is online: what a phone wrote into a photo
 * (where it was taken, the camera) must not be published with it.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('an uploaded template image', () => {
  it('is stored without the photo’s metadata, at most 2400 pixels on its longer side', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', Copyright: 'GPS 52.52 N 13.40 E' } })
      .toBuffer()
    expect((await sharp(photo).metadata()).exif).toBeDefined()

    const image = await payload.create({
      collection: 'template-images',
      data: { owner: null, alt: 'A selfie' },
      file: { data: photo, mimetype: 'image/jpeg', name: `selfie-${Date.now()}.jpg`, size: photo.length },
      overrideAccess: true,
    })
    const stored = path.join(payload.collections['template-images'].config.upload.staticDir ?? '', image.filename!)
    const metadata = await sharp(fs.readFileSync(stored)).metadata()
    expect(metadata.exif).toBeUndefined()
    expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(2400)
  })
})
