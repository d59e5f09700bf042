import sharp from 'sharp'

/**
 * A simple product logo drawn with shapes only (no fonts needed), so a fresh site has
 * real images to show until marketers upload their own.
 */
export async function logoPng(colour: string, { width, height }: { width: number; height: number }): Promise<Buffer> {
  const r = Math.round(height * 0.36)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" rx="${Math.round(height / 6)}" fill="#ffffff"/>
    <circle cx="${height / 2}" cy="${height / 2}" r="${r}" fill="${colour}"/>
    <circle cx="${height / 2}" cy="${height / 2}" r="${Math.round(r / 2.5)}" fill="#ffffff"/>
    <rect x="${height}" y="${height * 0.38}" width="${Math.max(0, width - height * 1.3)}" height="${height * 0.24}" rx="${height * 0.12}" fill="${colour}"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
