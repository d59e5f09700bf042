import sharp from 'sharp'

import { lettering } from './illustrations/lettering'
import { isWideLogo, productLogo, productNameBox } from './illustrations/marks'

/** Until marketers upload their own. */
export async function logoPng(colour: string, size: { width: number; height: number }, name: string): Promise<Buffer> {
  const letters = isWideLogo(size) ? await lettering(name, '#1f2640', productNameBox(size)) : undefined
  return sharp(Buffer.from(productLogo(colour, size, letters)))
    .png()
    .toBuffer()
}

export const FOOTER_ICON_SHAPES = ['circle', 'square', 'diamond', 'triangle', 'ring'] as const

export type FooterIconShape = (typeof FOOTER_ICON_SHAPES)[number]

export async function iconPng(shape: FooterIconShape, colour: string): Promise<Buffer> {
  const shapes: Record<FooterIconShape, string> = {
    circle: `<circle cx="24" cy="24" r="18" fill="${colour}"/>`,
    square: `<rect x="7" y="7" width="34" height="34" rx="7" fill="${colour}"/>`,
    diamond: `<path d="M24 4 44 24 24 44 4 24Z" fill="${colour}"/>`,
    triangle: `<path d="M24 6 43 40H5Z" fill="${colour}"/>`,
    ring: `<circle cx="24" cy="24" r="15" fill="none" stroke="${colour}" stroke-width="7"/>`,
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48">${shapes[shape]}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
