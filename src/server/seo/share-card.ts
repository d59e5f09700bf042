import sharp, { type OverlayOptions } from 'sharp'

import { SHARE_CARD_LAYOUT, shareCardBackground } from '@/domain/seo/share-card'
import { bundledTypeface, escapeMarkup } from '@/infrastructure/typeface'

type Box = { x: number; y: number; width: number; height: number }
type Typeface = { file: string; family: string }

/** White words at `size` pixels, wrapped at the box's width, made smaller when they would not fit its height. */
async function words(text: string, box: Box, size: number, typeface: Typeface, weight: 'bold' | 'normal'): Promise<OverlayOptions> {
  const markup = `<span foreground="#ffffff" font_weight="${weight}">${escapeMarkup(text)}</span>`
  const text_ = { text: markup, fontfile: typeface.file, width: box.width, wrap: 'word-char' as const, rgba: true }
  // At 72 dpi a point is a pixel.
  let rendered = await sharp({ text: { ...text_, font: `${typeface.family} ${size}`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true })
  if (rendered.info.height > box.height) {
    // Given a height too, sharp picks the size that fills the box.
    rendered = await sharp({ text: { ...text_, font: typeface.family, height: box.height } })
      .png()
      .toBuffer({ resolveWithObject: true })
  }
  return { input: rendered.data, left: box.x, top: box.y }
}

/** Undefined when the typeface is missing: the page then keeps the site's picture. */
export async function renderShareCard({ title, brandName, colour }: { title: string; brandName: string; colour: string }): Promise<Buffer | undefined> {
  const typeface = bundledTypeface()
  if (!typeface) return undefined
  const overlays = await Promise.all([
    words(brandName, SHARE_CARD_LAYOUT.brandName, 40, typeface, 'normal'),
    words(title, SHARE_CARD_LAYOUT.title, 84, typeface, 'bold'),
  ])
  return sharp(Buffer.from(shareCardBackground(colour)))
    .composite(overlays)
    .png({ compressionLevel: 9 })
    .toBuffer()
}
