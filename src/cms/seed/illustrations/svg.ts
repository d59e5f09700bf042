import sharp from 'sharp'

/** A fresh server has no fonts librsvg could use, so a line of text is drawn as a rounded bar, as mock-ups do. */

export type Size = { width: number; height: number }
export type Area = { x: number; y: number; width: number; height: number }

export const INK = '#1f2640'
export const MUTED = '#c5cbdc'
export const FAINT = '#e7eaf3'
export const CANVAS = '#f5f6fb'
export const WHITE = '#ffffff'

export const STATUS = { done: '#00c875', working: '#fdab3d', stuck: '#e2445c', review: '#579bfc', idle: '#c4c7d4' } as const
export type Status = keyof typeof STATUS

export const PEOPLE = ['#ff7575', '#579bfc', '#9d50dd', '#00c875', '#fdab3d', '#00a9a5']

const round = (value: number) => Math.round(value * 10) / 10

export function rect(x: number, y: number, width: number, height: number, fill: string, radius = 0, extra = ''): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(Math.max(0, width))}" height="${round(Math.max(0, height))}" rx="${round(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

export function textBar(x: number, y: number, width: number, height = 8, fill = MUTED): string {
  return rect(x, y, width, height, fill, height / 2)
}

export function pill(x: number, y: number, width: number, height: number, fill: string): string {
  return rect(x, y, width, height, fill, 4) + textBar(x + width * 0.22, y + height / 2 - 3, width * 0.56, 6, '#ffffffcc')
}

export function avatar(cx: number, cy: number, r: number, colour: string): string {
  return (
    `<g><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${colour}"/>` +
    circle(cx, cy - r * 0.22, r * 0.34, '#ffffffd9') +
    `<path d="M${round(cx - r * 0.62)} ${round(cy + r * 0.72)}a${round(r * 0.62)} ${round(r * 0.5)} 0 0 1 ${round(r * 1.24)} 0" fill="#ffffffd9"/></g>`
  )
}

export function tint(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `#${channels
    .map((channel) => Math.round(channel + (255 - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`
}

/** The same on every run: a picture never changes between seeds. */
export function widths(seed: number, count: number, min: number, max: number): number[] {
  let state = seed * 7919 + 13
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return Math.round(min + (state / 2147483648) * (max - min))
  })
}

export function svgDocument({ width, height }: Size, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** A soft backdrop in the product's colour and an app window; `draw` fills the work area. */
export function appWindow(size: Size, accent: string, draw: (area: Area) => string): string {
  const { width, height } = size
  const margin = Math.round(width * 0.04)
  const win: Area = { x: margin, y: margin, width: width - margin * 2, height: height - margin * 2 }
  const sidebar = Math.round(win.width * 0.16)
  const top = 36
  const toolbar = 64
  const area: Area = { x: win.x + sidebar + 24, y: win.y + top + toolbar, width: win.width - sidebar - 48, height: win.height - top - toolbar - 24 }
  const sideItems = widths(3, 7, sidebar * 0.35, sidebar * 0.6)
    .map(
      (w, i) =>
        rect(win.x + 14, win.y + top + 64 + i * 34, 14, 14, i === 1 ? accent : MUTED, 4) +
        textBar(win.x + 38, win.y + top + 67 + i * 34, w, 8, i === 1 ? INK : MUTED),
    )
    .join('')
  return svgDocument(
    size,
    `<defs><linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(accent, 0.82)}"/><stop offset="1" stop-color="${tint(accent, 0.55)}"/></linearGradient></defs>` +
      rect(0, 0, width, height, 'url(#backdrop)') +
      rect(win.x + 6, win.y + 10, win.width, win.height, '#1f264026', 14) +
      rect(win.x, win.y, win.width, win.height, WHITE, 12) +
      `<path d="M${win.x} ${win.y + top}V${win.y + 12}a12 12 0 0 1 12 -12H${win.x + win.width - 12}a12 12 0 0 1 12 12V${win.y + top}Z" fill="${FAINT}"/>` +
      circle(win.x + 20, win.y + top / 2, 6, '#ff5f57') +
      circle(win.x + 40, win.y + top / 2, 6, '#febc2e') +
      circle(win.x + 60, win.y + top / 2, 6, '#28c840') +
      rect(win.x, win.y + top, sidebar, win.height - top, CANVAS) +
      rect(win.x + 14, win.y + top + 18, 24, 24, accent, 6) +
      textBar(win.x + 46, win.y + top + 26, sidebar * 0.4, 9, INK) +
      sideItems +
      textBar(area.x, win.y + top + 18, area.width * 0.26, 14, INK) +
      [0, 1, 2].map((i) => textBar(area.x + i * 84, win.y + top + 44, 64, 7, i === 0 ? accent : MUTED)).join('') +
      [0, 1, 2].map((i) => avatar(area.x + area.width - 170 + i * 22, win.y + top + 25, 12, PEOPLE[i]!)).join('') +
      rect(area.x + area.width - 96, win.y + top + 12, 96, 28, accent, 6) +
      textBar(area.x + area.width - 76, win.y + top + 23, 56, 6, '#ffffffcc') +
      rect(area.x, win.y + top + toolbar - 6, area.width, 1, FAINT) +
      draw(area),
  )
}

/** Small files that every current browser shows. */
export async function renderWebp(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 3 }).toBuffer()
}

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
