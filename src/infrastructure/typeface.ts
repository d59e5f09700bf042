import fs from 'node:fs'
import path from 'node:path'

/**
 * Geist, the TrueType face Next.js ships for Open Graph images: sharp's Pango reads TrueType but
 * not the site's WOFF2 Inter, and a fresh machine may have no fonts. Undefined when it is missing.
 * Resolved from the working folder, where every command and the server run, so that no bundler
 * has to follow it.
 */
export function bundledTypeface(): { file: string; family: string } | undefined {
  const file = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'compiled', '@vercel', 'og', 'Geist-Regular.ttf')
  return fs.existsSync(file) ? { file, family: 'Geist' } : undefined
}

/** Text for sharp's `text` input, which reads Pango markup. */
export const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
