import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/cms/blocks'
import { BLOCK_DRAWINGS } from '@/cms/blocks/thumbnails/drawings'
import { BLOCK_THUMBNAIL_DIR } from '@/cms/blocks/thumbnails'

const publicDir = path.resolve(import.meta.dirname, '../../public')

describe('block thumbnails', () => {
  // UPDATE_BLOCK_THUMBNAILS=1 npx vitest run tests/unit/block-thumbnails.test.ts rewrites the files after a drawing changes.
  if (process.env.UPDATE_BLOCK_THUMBNAILS === '1') {
    for (const [slug, { svg }] of Object.entries(BLOCK_DRAWINGS)) writeFileSync(path.join(publicDir, BLOCK_THUMBNAIL_DIR, `${slug}.svg`), svg)
  }

  it.each(pageBlocks.map((block) => [block.slug, block] as const))('%s has a drawn thumbnail with alternative text, served from public/', (slug, block) => {
    const thumbnail = block.admin?.images?.thumbnail
    expect(thumbnail).toEqual({ url: `${BLOCK_THUMBNAIL_DIR}/${slug}.svg`, alt: expect.stringMatching(/\w{3,}/) })
    const file = path.join(publicDir, BLOCK_THUMBNAIL_DIR, `${slug}.svg`)
    expect(existsSync(file)).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(BLOCK_DRAWINGS[slug as keyof typeof BLOCK_DRAWINGS].svg)
  })

  it('every drawing is a well-formed, titled SVG of the 3:2 shape the picker shows', () => {
    for (const { svg } of Object.values(BLOCK_DRAWINGS)) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 480 320"/)
      expect(svg).toMatch(/<title>[^<]+<\/title>/)
      expect(svg).not.toMatch(/NaN|undefined/)
      expect(svg.match(/<svg/g)).toHaveLength(1)
      expect(svg.trim().endsWith('</svg>')).toBe(true)
    }
  })

  it('every block shows its heading (or words) as its row label', () => {
    for (const block of pageBlocks) {
      const label = block.admin?.components?.Label as { path?: string; clientProps?: { fields?: string[] } } | undefined
      expect(label?.path, block.slug).toBe('/src/cms/admin/row-labels/RowLabel#RowLabel')
      expect(label?.clientProps?.fields?.length, block.slug).toBeGreaterThan(0)
    }
  })
})
