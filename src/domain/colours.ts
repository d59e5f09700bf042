import { DEFAULT_PRODUCT, PRODUCTS, productForValue, type Reporter } from './products'

/** `#rgb` or `#rrggbb`, the hash optional: the forms editors and the product table use. */
const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** An alpha CSS accepts: clamped to 0..1, and opaque when it is not a number at all. */
function cssAlpha(alpha: number): number {
  if (typeof alpha !== 'number' || Number.isNaN(alpha)) return 1
  return Math.min(1, Math.max(0, alpha))
}

/** The red, green and blue channels of a hex colour, or undefined when it is not one. */
function hexChannels(hex: unknown): [number, number, number] | undefined {
  // Surrounding spaces come from pasting into the CMS and are no reason to lose the colour.
  const match = typeof hex === 'string' ? HEX_COLOUR.exec(hex.trim()) : null
  const digits = match?.[1]
  if (digits === undefined) return undefined
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number]
}

/**
 * A hex colour as `rgba(r, g, b, a)`, for tints of a brand colour. A colour that cannot be read
 * is reported and drawn black, so a typo in the CMS never breaks the page.
 */
export function hexToRgba(hex: string, alpha: number, report: Reporter): string {
  const a = cssAlpha(alpha)
  const channels = hexChannels(hex)
  if (channels === undefined) {
    // CMS data can hold anything here; the report keeps what it was, as text.
    report('Failed to convert hex color to rgba', { hex: typeof hex === 'string' ? hex : (JSON.stringify(hex) ?? String(hex)) })
    return `rgba(0, 0, 0, ${a})`
  }
  return `rgba(${channels.join(', ')}, ${a})`
}

/**
 * A product's brand colour: the hex itself, or as rgba when an alpha is given. An unknown
 * product gets the primary brand colour; that is cosmetic, so nothing is reported.
 */
export function productColour(value: string, alpha?: number): string {
  const hex = PRODUCTS[productForValue(value) ?? DEFAULT_PRODUCT].brandColour
  // The table's colours are valid hex (the tests check it), so there is nothing to report.
  return alpha === undefined ? hex : hexToRgba(hex, alpha, () => {})
}
