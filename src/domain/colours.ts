import { DEFAULT_PRODUCT, PRODUCTS, productForValue, type Reporter } from './products'

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

// Opaque when it is not a number at all.
function cssAlpha(alpha: number): number {
  if (typeof alpha !== 'number' || Number.isNaN(alpha)) return 1
  return Math.min(1, Math.max(0, alpha))
}

function hexChannels(hex: unknown): [number, number, number] | undefined {
  // Spaces come from pasting into the CMS.
  const match = typeof hex === 'string' ? HEX_COLOUR.exec(hex.trim()) : null
  const digits = match?.[1]
  if (digits === undefined) return undefined
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number]
}

// An unreadable colour is reported and drawn black, so a typo in the CMS never breaks the page.
export function hexToRgba(hex: string, alpha: number, report: Reporter): string {
  const a = cssAlpha(alpha)
  const channels = hexChannels(hex)
  if (channels === undefined) {
    report('Failed to convert hex color to rgba', { hex: typeof hex === 'string' ? hex : (JSON.stringify(hex) ?? String(hex)) })
    return `rgba(0, 0, 0, ${a})`
  }
  return `rgba(${channels.join(', ')}, ${a})`
}

// An unknown product gets the primary brand colour; that is cosmetic, so nothing is reported.
export function productColour(value: string, alpha?: number): string {
  const hex = PRODUCTS[productForValue(value) ?? DEFAULT_PRODUCT].brandColour
  return alpha === undefined ? hex : hexToRgba(hex, alpha, () => {})
}
