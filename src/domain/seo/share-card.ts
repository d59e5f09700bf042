import { DEFAULT_PRODUCT, isProductId, PRODUCTS } from '../products'

/** The size link previews show at full width (Open Graph's and X's large card). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

/**
 * Geist, the face a card is drawn in (the one Next.js ships), has the Latin, Greek and Cyrillic
 * scripts of the site's languages, but no Chinese, Japanese or Korean.
 */
const BEYOND_THE_TYPEFACE = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u

/** A title the card could not draw would show empty boxes: such a page keeps the site's picture. */
export function shareCardDraws(title: string): boolean {
  return title.trim() !== '' && !BEYOND_THE_TYPEFACE.test(title)
}

/** The colour of the page's product (its mini-site's), else the flagship's. */
export function shareCardColour(product: unknown): `#${string}` {
  return PRODUCTS[isProductId(product) ? product : DEFAULT_PRODUCT].brandColour
}

export type ShareCardLayout = {
  mark: { x: number; y: number; size: number }
  brandName: { x: number; y: number; width: number; height: number }
  title: { x: number; y: number; width: number; height: number }
}

const MARGIN = 80

export const SHARE_CARD_LAYOUT: ShareCardLayout = {
  mark: { x: MARGIN, y: MARGIN, size: 64 },
  brandName: { x: MARGIN + 88, y: MARGIN + 8, width: 600, height: 48 },
  title: { x: MARGIN, y: 220, width: SHARE_CARD_SIZE.width - 2 * MARGIN, height: 320 },
}

/** The card without its words: the product's colour, a lighter arc, and the site's mark (as in favicon.svg). */
export function shareCardBackground(colour: string): string {
  const { width, height } = SHARE_CARD_SIZE
  const { x, y, size } = SHARE_CARD_LAYOUT.mark
  const r = size / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${colour}"/>
<circle cx="${width}" cy="${height}" r="${height * 0.9}" fill="#ffffff" fill-opacity="0.12"/>
<circle cx="${x + r}" cy="${y + r}" r="${r * 0.875}" fill="#ffffff"/>
<circle cx="${x + r}" cy="${y + r}" r="${r * 0.375}" fill="${colour}"/>
<circle cx="${x + r * 1.5625}" cy="${y + r * 0.5625}" r="${r * 0.1875}" fill="#00c875"/>
</svg>`
}
