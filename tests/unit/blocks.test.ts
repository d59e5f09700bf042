import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { pageBlocks } from '@/cms/blocks'
import { Pages } from '@/cms/collections/Pages'
import { homePage } from '@/cms/seed/home-page'

/** Every field that holds data, with its dotted path; rows, collapsibles and tabs are walked through. */
function dataFields(fields: readonly Field[], prefix = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => dataFields(tab.fields, prefix))
    if (!('name' in field)) return 'fields' in field ? dataFields(field.fields, prefix) : []
    const path = `${prefix}${field.name}`
    const children = 'fields' in field ? dataFields(field.fields, `${path}.`) : []
    return [{ path, field }, ...children]
  })
}

const TEXT_TYPES = new Set(['text', 'textarea', 'richText'])
/** Text a visitor never reads: where a link goes. */
const NOT_READ = /(^|\.)url$/

describe('page blocks', () => {
  it('have unique slugs and interface names', () => {
    const slugs = pageBlocks.map((block) => block.slug)
    const interfaceNames = pageBlocks.map((block) => block.interfaceName)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(new Set(interfaceNames).size).toBe(interfaceNames.length)
    expect(interfaceNames.every((name) => typeof name === 'string' && /^[A-Z][A-Za-z]*Block$/.test(name))).toBe(true)
  })

  it('have camelCase slugs and labels for the admin', () => {
    for (const block of pageBlocks) {
      expect(block.slug).toMatch(/^[a-z][A-Za-z]*$/)
      expect(block.labels?.singular).toBeTruthy()
      expect(block.labels?.plural).toBeTruthy()
    }
  })

  it.each(pageBlocks.map((block): [string, Block] => [block.slug, block]))('%s localizes every text a visitor reads and bounds its length', (_slug, block) => {
    const texts = dataFields(block.fields).filter(({ field }) => TEXT_TYPES.has(field.type))
    expect(texts.length).toBeGreaterThan(0)
    for (const { path, field } of texts) {
      if (NOT_READ.test(path)) {
        expect({ path, localized: 'localized' in field && field.localized }).toEqual({ path, localized: false })
        continue
      }
      expect({ path, localized: 'localized' in field && field.localized }).toEqual({ path, localized: true })
      if (field.type === 'richText') continue
      expect({ path, bounded: 'maxLength' in field && typeof field.maxLength === 'number' }).toEqual({ path, bounded: true })
    }
  })

  it('take images only from the media library', () => {
    const uploads = pageBlocks.flatMap((block) => dataFields(block.fields)).filter(({ field }) => field.type === 'upload')
    expect(uploads.length).toBeGreaterThan(0)
    for (const { field } of uploads) expect(field).toMatchObject({ relationTo: 'media' })
  })
})

describe('the Pages layout', () => {
  const layout = dataFields(Pages.fields).find(({ path }) => path === 'layout')?.field

  it('offers exactly the page blocks and shares its structure across locales', () => {
    expect(layout).toMatchObject({ type: 'blocks', localized: false })
    expect((layout && 'blocks' in layout ? layout.blocks : []).map((block) => block.slug)).toEqual(pageBlocks.map((block) => block.slug))
  })
})

describe('the seeded home page', () => {
  const page = homePage('Orbit')
  const slugs = new Set(pageBlocks.map((block) => block.slug))

  it('is built only from known blocks and opens with a hero', () => {
    const types = (page.layout ?? []).map((block) => block.blockType)
    expect(types[0]).toBe('hero')
    expect(types.every((type) => slugs.has(type))).toBe(true)
    expect(types).toEqual(expect.arrayContaining(['richText', 'featureGrid', 'productCards', 'callToAction']))
  })

  it('keeps its search description within the SEO limit', () => {
    expect(page.seo?.description?.length).toBeLessThanOrEqual(160)
    const hero = page.layout?.[0]
    expect(hero?.blockType === 'hero' ? hero.subheading : undefined).toContain(page.seo?.description)
  })
})
