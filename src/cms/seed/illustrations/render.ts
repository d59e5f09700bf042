import sharp from 'sharp'

import type { Illustration } from './catalogue'

export type RenderedFile = { data: Buffer; mimetype: string; name: string; size: number }

/** WebP for screens and portraits, PNG for logos; low effort keeps seeding quick. */
export async function renderIllustration(illustration: Illustration): Promise<RenderedFile> {
  const { width, height } = illustration.size
  const image = sharp(Buffer.from(await illustration.draw())).resize({ width, height, fit: 'fill' })
  const data =
    illustration.format === 'png' ? await image.png({ compressionLevel: 9, palette: true }).toBuffer() : await image.webp({ quality: 82, effort: 2 }).toBuffer()
  return { data, mimetype: `image/${illustration.format}`, name: `${illustration.file}.${illustration.format}`, size: data.length }
}
