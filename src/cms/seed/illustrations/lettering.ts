import fs from 'node:fs'
import { createRequire } from 'node:module'

import sharp from 'sharp'

export type Lettering = { href: string; width: number; height: number }

/**
 * Geist, the TrueType face Next.js ships for Open Graph images: sharp's Pango reads TrueType but not the site's WOFF2 Inter,
 * and a fresh machine may have no fonts.
 */
function typefaceFile(): string | undefined {
  try {
    const file = createRequire(import.meta.url).resolve('next/dist/compiled/@vercel/og/Geist-Regular.ttf')
    return fs.existsSync(file) ? file : undefined
  } catch {
    return undefined
  }
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Undefined when the typeface is missing: the drawing then shows bars where the letters would be. */
export async function lettering(text: string, colour: string, box: { width: number; height: number }): Promise<Lettering | undefined> {
  const fontfile = typefaceFile()
  if (!fontfile) return undefined
  // At 72 dpi a point is a pixel; Geist's line is about 1.25 times its size.
  const line = await sharp({
    text: {
      text: `<span foreground="${colour}" font_weight="bold">${escapeMarkup(text)}</span>`,
      font: `Geist ${Math.round(box.height / 1.25)}`,
      fontfile,
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
