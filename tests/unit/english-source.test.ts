import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { FooterLinkGroups } from '@/cms/collections/FooterLinkGroups'
import { MiniSites } from '@/cms/collections/MiniSites'
import { Pages } from '@/cms/collections/Pages'
import { DocsSidebar } from '@/cms/globals/DocsSidebar'
import { HeaderMenus } from '@/cms/globals/HeaderMenus'
import { Pricing } from '@/cms/globals/Pricing'
import { SideMenu } from '@/cms/globals/SideMenu'
import { ENGLISH_SOURCE_COMPONENT, richTextWords, valueAt } from '@/cms/fields/english-source'

/** Every field with its dotted schema path; tabs and rows add nothing to it, blocks add their slug. */
function walk(fields: readonly Field[], prefix = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => walk(tab.fields, prefix))
    if (field.type === 'blocks') return (field.blocks ?? []).flatMap((block) => walk(block.fields, `${prefix}${field.name}.${block.slug}.`))
    if (!('name' in field)) return 'fields' in field ? walk(field.fields, prefix) : []
    const path = `${prefix}${field.name}`
    return [{ path, field }, ...('fields' in field ? walk(field.fields, `${path}.`) : [])]
  })
}

const showsEnglish = (field: Field) => JSON.stringify(field.admin?.components ?? {}).includes(ENGLISH_SOURCE_COMPONENT)

describe('the English source beside a translated field', () => {
  const fields = walk(Pages.fields)
  const byPath = (path: string) => fields.find((entry) => entry.path === path)?.field

  it('is under every localized text of a page: its title, its SEO texts and the texts inside its blocks', () => {
    expect(showsEnglish(byPath('title')!)).toBe(true)
    expect(showsEnglish(byPath('seo.description')!)).toBe(true)
    expect(showsEnglish(byPath('layout.hero.heading')!)).toBe(true)
    const localizedTexts = fields.filter(({ field }) => (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') && field.localized)
    expect(localizedTexts.length).toBeGreaterThan(10)
    expect(showsEnglish(byPath('layout.richText.content')!)).toBe(true)
    expect(localizedTexts.filter(({ field }) => !showsEnglish(field)).map(({ path }) => path)).toEqual([])
  })

  it('is not under fields that are one value for every language', () => {
    expect(showsEnglish(byPath('path')!)).toBe(false)
    const shared = fields.filter(({ field }) => (field.type === 'text' || field.type === 'textarea') && !field.localized)
    expect(shared.filter(({ field }) => showsEnglish(field)).map(({ path }) => path)).toEqual([])
  })

  it('is under every localized text of the mini-sites, the footer groups, the menus and the pricing', () => {
    for (const { slug, fields: own } of [MiniSites, FooterLinkGroups, HeaderMenus, SideMenu, DocsSidebar, Pricing]) {
      const localizedTexts = walk(own).filter(({ field }) => (field.type === 'text' || field.type === 'textarea') && field.localized)
      expect(localizedTexts.length, slug).toBeGreaterThan(0)
      expect(
        localizedTexts.filter(({ field }) => !showsEnglish(field)).map(({ path }) => path),
        slug,
      ).toEqual([])
    }
  })

  it('reads the English at a form path, through blocks and groups', () => {
    const english = { title: 'Roadmaps', layout: [{ heading: 'First' }, { heading: 'Second', links: [{ text: 'Start' }] }], seo: { description: 'Plan.' } }
    expect(valueAt(english, 'layout.1.heading')).toBe('Second')
    expect(valueAt(english, 'layout.1.links.0.text')).toBe('Start')
    expect(valueAt(english, 'seo.description')).toBe('Plan.')
    expect(valueAt(english, 'layout.4.heading')).toBeUndefined()
    expect(valueAt(null, 'title')).toBeUndefined()
  })

  it('reads rich text as its words, a line per paragraph, heading and list item', () => {
    const text = (value: string) => ({ type: 'text', text: value })
    const document = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [text('Plan the quarter')] },
          { type: 'paragraph', children: [text('Boards for '), { type: 'link', children: [text('every team')] }, text('.')] },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [text('Roadmaps')] },
              { type: 'listitem', children: [text('Sprints')] },
            ],
          },
          { type: 'paragraph', children: [] },
        ],
      },
    }
    expect(richTextWords(document)).toBe('Plan the quarter\nBoards for every team.\nRoadmaps\nSprints')
    expect(richTextWords(null)).toBe('')
    expect(richTextWords('not rich text')).toBe('')
  })
})
