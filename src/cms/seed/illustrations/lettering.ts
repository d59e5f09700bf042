import sharp from 'sharp'

import { bundledTypeface, escapeMarkup } from '@/infrastructure/typeface'

export type Lettering = { href: string; width: number; height: number }

/** Undefined when the typeface is missing: the drawing then shows bars where the letters would be. */
export async function lettering(text: string, colour: string, box: { width: number; height: number }): Promise<Lettering | undefined> {
  const typeface = bundledTypeface()
  if (!typeface) return undefined
  // At 72 dpi a point is a pixel; Geist's line is about 1.25 times its size.
  const line = await sharp({
    text: {
      text: `<span foreground="${colour}" font_weight="bold">${escapeMarkup(text)}</span>`,
      font: `${typeface.family} ${Math.round(box.height / 1.25)}`,
      fontfile: typeface.file,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  const fits = line.info.width <= box.width
  const { data, info } = fits
    ? line
    : await sharp(line.data)
        .resize({ width: Math.floor(box.width) })
        .png()
        .toBuffer({ resolveWithObject: true })
  return { href: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height }
}

export function placed(letters: Lettering, x: number, centreY: number): string {
  return `<image href="${letters.href}" x="${x}" y="${centreY - letters.height / 2}" width="${letters.width}" height="${letters.height}"/>`
}
