/** Names are set in type (./lettering.ts) when a typeface is at hand, else drawn as bars; the alt text carries them either way. */
import { type Lettering, placed } from './lettering'
import { type Size, circle, rect, svgDocument, tint, widths } from './svg'

/** Three stacked pills in the brand colour and, on a wide logo, the product's name beside it. */
export function productLogo(colour: string, { width, height }: Size, name?: Lettering): string {
  const unit = height / 8
  const mark = [0, 1, 2]
    .map((i) =>
      rect(unit * 1.4 + i * unit * 0.5, unit * (1.6 + i * 1.75), unit * (3.2 - i * 0.5), unit * 1.3, i === 1 ? tint(colour, 0.35) : colour, unit * 0.65),
    )
    .join('')
  const wordmark = !isWideLogo({ width, height })
    ? ''
    : name
      ? placed(name, height, height / 2)
      : rect(height, height * 0.36, width - height * 1.25, height * 0.28, '#1f2640', height * 0.06) +
        rect(height, height * 0.36, (width - height * 1.25) * 0.38, height * 0.28, colour, height * 0.06)
  return svgDocument({ width, height }, rect(0, 0, width, height, '#ffffff', height / 6) + mark + wordmark)
}

export const isWideLogo = ({ width, height }: Size): boolean => width > height * 1.5

export const productNameBox = ({ width, height }: Size): Size => ({ width: width - height * 1.25, height: height * 0.34 })

/**
 * Invented companies, none of them a well-known sample name. Each name fits the lettering box at full
 * size and has no descender, so every wordmark is drawn at the same height.
 */
export const CUSTOMERS = [
  { key: 'harbourline', name: 'Harbourline', shape: 'triangle', colour: '#3f4a6b' },
  { key: 'arden', name: 'Arden Health', shape: 'ring', colour: '#2f6f73' },
  { key: 'fernhill', name: 'Fernhill', shape: 'square', colour: '#5b4a7a' },
  { key: 'altamira', name: 'Altamira Air', shape: 'wing', colour: '#30557a' },
  { key: 'veldt', name: 'Veldt Retail', shape: 'diamond', colour: '#6b4a3f' },
  { key: 'halden', name: 'Halden Travel', shape: 'sun', colour: '#7a5a1f' },
] as const

export type Customer = (typeof CUSTOMERS)[number]

export const CUSTOMER_SIZE: Size = { width: 320, height: 120 }

export const CUSTOMER_NAME_BOX: Size = { width: 200, height: 40 }

export function customerLogo(customer: Customer, name?: Lettering): string {
  const { height } = CUSTOMER_SIZE
  const c = customer.colour
  const cx = 60
  const cy = height / 2
  const marks: Record<Customer['shape'], string> = {
    triangle: `<path d="M${cx} ${cy - 28}L${cx + 30} ${cy + 24}H${cx - 30}Z" fill="${c}"/>`,
    ring: `<circle cx="${cx}" cy="${cy}" r="22" fill="none" stroke="${c}" stroke-width="10"/>`,
    square: rect(cx - 26, cy - 26, 52, 52, c, 10) + rect(cx - 10, cy - 10, 20, 20, '#ffffff', 4),
    wing:
      `<path d="M${cx - 32} ${cy + 14}Q${cx} ${cy - 40} ${cx + 32} ${cy - 16}Q${cx + 4} ${cy - 6} ${cx - 32} ${cy + 14}Z" fill="${c}"/>` +
      rect(cx - 32, cy + 18, 64, 8, c, 4),
    diamond: `<path d="M${cx} ${cy - 30}L${cx + 30} ${cy}L${cx} ${cy + 30}L${cx - 30} ${cy}Z" fill="${c}"/>`,
    sun:
      circle(cx, cy, 16, c) +
      [0, 45, 90, 135, 180, 225, 270, 315].map((angle) => rect(cx - 3, cy - 32, 6, 10, c, 3, `transform="rotate(${angle} ${cx} ${cy})"`)).join(''),
  }
  if (name) return svgDocument(CUSTOMER_SIZE, marks[customer.shape] + placed(name, 106, cy))
  const [first, second] = widths(customer.name.length, 2, 70, 150)
  return svgDocument(CUSTOMER_SIZE, marks[customer.shape] + rect(106, cy - 16, first! + 40, 18, c, 5) + rect(106, cy + 8, second!, 10, tint(c, 0.35), 5))
}

export const PORTRAIT_SIZE: Size = { width: 240, height: 240 }

export function portrait(index: number): string {
  const backdrops = ['#ffd7c2', '#cfe3ff', '#e3d4ff', '#c9f2e0', '#ffe9b3', '#ffd0da']
  const skins = ['#f1c7a5', '#8d5a3c', '#e0ac82', '#c68863', '#f6d5b8', '#5e3a24']
  const hair = ['#2b1d14', '#0f0f14', '#8a5a2b', '#3b2a20', '#c9a04a', '#1a1210']
  const shirts = ['#5b5fef', '#00a9a5', '#f04e6e', '#ff8a1f', '#00b884', '#1f2640']
  const pick = <T>(list: readonly T[]) => list[index % list.length]!
  const { width, height } = PORTRAIT_SIZE
  const cx = width / 2
  return svgDocument(
    PORTRAIT_SIZE,
    rect(0, 0, width, height, pick(backdrops)) +
      `<path d="M${cx - 92} ${height}C${cx - 92} ${height - 70} ${cx - 50} ${height - 84} ${cx} ${height - 84}C${cx + 50} ${height - 84} ${cx + 92} ${height - 70} ${cx + 92} ${height}Z" fill="${pick(shirts)}"/>` +
      rect(cx - 16, 138, 32, 30, pick(skins), 10) +
      `<ellipse cx="${cx}" cy="104" rx="44" ry="52" fill="${pick(skins)}"/>` +
      `<path d="M${cx - 46} 104C${cx - 50} 50 ${cx + 50} 40 ${cx + 46} ${index % 2 ? 120 : 96}C${cx + 30} 70 ${cx - 20} 74 ${cx - 46} 104Z" fill="${pick(hair)}"/>` +
      circle(cx - 16, 108, 4, '#1f2640') +
      circle(cx + 16, 108, 4, '#1f2640') +
      `<path d="M${cx - 14} 130Q${cx} 142 ${cx + 14} 130" stroke="#1f2640" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  )
}
