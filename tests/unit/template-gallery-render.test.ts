/**
 * The gallery's pages and block as the server renders them: the same HTML for every visitor
 * (no like state, no cookie), cards that lead to template pages, "Use this template" carrying
 * the board to sign-up, and what a visitor may see of the author.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import type { TemplateDetail } from '@/cms/queries/template-gallery'
import { galleryPage, tagOptions, type GalleryTemplate } from '@/domain/templates/gallery-listing'
import { DEFAULT_GALLERY_QUERY, type GalleryQuery } from '@/domain/templates/gallery-query'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'
import type { SiteSetting, TemplateGalleryBlock } from '@/payload-types'
import { TemplateGallerySection } from '@/site/blocks/TemplateGallery/Component'
import type { PageContext } from '@/site/pages/page-context'
import { GalleryView } from '@/site/templates/GalleryView'
import { TemplatePageView } from '@/site/templates/TemplatePageView'

const AUTH = 'https://auth.orbit.example'
const settings = { brandName: 'Orbit', brandSlug: 'orbit', hosts: { auth: AUTH } } as unknown as SiteSetting
const chrome = { headerMenus: { main: [], developers: [], slim: [] }, sideMenu: [], footerGroups: [], settings } as unknown as SiteChrome
const context = (extra: Partial<PageContext> = {}): PageContext => ({ locale: 'en', currency: 'USD', path: '/templates/community', settings, ...extra })
const NOW = Date.parse('2026-11-21T12:00:00Z')

const template = (id: number, extra: Partial<GalleryTemplate> = {}): GalleryTemplate => ({
  id,
  title: `Template ${id}`,
  createdAt: new Date(NOW - id * 36e5).toISOString(),
  statusCode: TEMPLATE_STATUS.APPROVED,
  authorName: 'Dana',
  excerpt: 'Our team plans every launch here.',
  tags: [
    { category: 2, value: 'Retail' },
    { category: 3, value: '11-50' },
  ],
  scores: { likes: 7, usage: 3 },
  counters: undefined,
  trending: undefined,
  boardId: undefined,
  image: { url: `/api/template-images/file/board-${id}.png`, alt: 'Kanban board with five columns', width: 1200, height: 800 },
  ...extra,
})

const detail = (extra: Partial<TemplateDetail> = {}): TemplateDetail => ({
  ...template(1),
  paragraphs: [
    { id: 'p1', text: 'First paragraph of the story.' },
    { id: 'p2', text: 'Second paragraph of the story.' },
  ],
  images: [
    { type: 'board', image: { url: '/api/template-images/file/board.png', alt: '', width: 1200, height: 800 } },
    { type: 'selfie', image: { url: '/api/template-images/file/selfie.png', alt: 'Dana smiling', width: 400, height: 400 } },
  ],
  language: 'en',
  boardId: '123456',
  ...extra,
})

const renderPage = (template: TemplateDetail, extra: Partial<PageContext> = {}) =>
  renderToStaticMarkup(createElement(TemplatePageView, { chrome, context: context(extra), template }))

const renderGallery = (templates: GalleryTemplate[], query: GalleryQuery, extra: Partial<PageContext> = {}) =>
  renderToStaticMarkup(
    createElement(GalleryView, {
      chrome,
      context: context(extra),
      query,
      page: galleryPage(templates, query, NOW, 2),
      tagOptions: tagOptions(templates),
    }),
  )

describe('a template’s page', () => {
  it('shows the title, the author’s name, the story, team size and tags', () => {
    const html = renderPage(detail())
    expect(html).toContain('<h1>Template 1</h1>')
    expect(html).toContain('Shared by Dana')
    expect(html).toContain('First paragraph of the story.')
    expect(html).toContain('Second paragraph of the story.')
    expect(html).toContain('<dd>11-50</dd>')
    expect(html).toContain('href="/templates/community?category=latest&amp;industry=Retail"')
  })

  it('gives every picture a text alternative: the author’s, else one made from the title', () => {
    const html = renderPage(detail())
    expect(html).toContain('alt="Screenshot of the board “Template 1”"')
    expect(html).toContain('alt="Dana smiling"')
  })

  it('leads "Use this template" to sign-up with the board, marked as a sign-up', () => {
    const html = renderPage(detail())
    expect(html).toMatch(
      /<a href="https:\/\/auth\.orbit\.example\/users\/sign_up_new\?template_board_id=123456"[^>]*data-ab-conversion="signup_click"[^>]*>Use this template<\/a>/,
    )
    // keep_region's variant keeps the board too.
    expect(renderPage(detail(), { ab: { keep_region: 'keep' } })).toContain('sign_up_new?template_board_id=123456&amp;keep_region=true')
  })

  it('offers no "Use this template" without a board to start from', () => {
    expect(renderPage(detail({ boardId: undefined }))).not.toContain('Use this template')
  })

  it('is the same for every visitor: the like button waits for its own request', () => {
    const html = renderPage(detail({ counters: { likes: 12, views: 40, uses: 5 } }))
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*disabled=""/)
    expect(html).toContain('Likes: 12')
    expect(html).toContain('Uses: 5')
    expect(html).not.toMatch(/visitor|template_like_key/)
  })

  it('labels a paid placement as sponsored, and editor’s choice as such', () => {
    expect(renderPage(detail({ statusCode: TEMPLATE_STATUS.APPROVED_PAID }))).toContain('Sponsored')
    expect(renderPage(detail())).not.toContain('Sponsored')
    expect(renderPage(detail({ scores: { editor_choice: 1 } }))).toContain('Editor’s choice')
  })

  it('speaks the page’s language and keeps its links in it', () => {
    const html = renderPage(detail(), { locale: 'de' })
    expect(html).toContain('>Vorlage verwenden</a>')
    expect(html).toContain('href="/lang/de/templates/community"')
  })
})

describe('the gallery', () => {
  const templates = [1, 2, 3, 4, 5].map((id) => template(id))

  it('marks the category shown and links the others', () => {
    const html = renderGallery(templates, { ...DEFAULT_GALLERY_QUERY, category: 'latest' })
    expect(html).toContain('<a href="/templates/community?category=latest" aria-current="page">Latest</a>')
    expect(html).toContain('<a href="/templates/community">Trending</a>')
    expect(html).toContain('href="/templates/community?category=editors-choice"')
  })

  it('lists one page of cards that lead to the template pages, with the pages around it', () => {
    const html = renderGallery(templates, { ...DEFAULT_GALLERY_QUERY, category: 'latest', page: 2 })
    expect(html).toContain('Templates found: 5')
    expect(html).toContain('href="/templates/community/3"')
    expect(html).toContain('href="/templates/community/4"')
    expect(html).not.toContain('href="/templates/community/1"')
    expect(html).toContain('Page 2 of 3')
    expect(html).toContain('href="/templates/community?category=latest"') // page 1
    expect(html).toContain('href="/templates/community?category=latest&amp;page=3"')
  })

  it('filters with a plain GET form, the chosen values selected', () => {
    const html = renderGallery(templates, { ...DEFAULT_GALLERY_QUERY, category: 'latest', sort: 'team-size', tags: { industry: 'retail' } })
    expect(html).toMatch(/<form class="template-gallery__filters"[^>]* action="\/templates\/community" method="get">/)
    expect(html).toContain('<input type="hidden" name="category" value="latest"/>')
    expect(html).toMatch(/<select name="industry">.*<option value="Retail" selected="">Retail<\/option>/)
    expect(html).toMatch(/<select name="sort">.*<option value="team-size" selected="">Team size<\/option>/)
    expect(html).toContain('Clear filters')
  })

  it('says so when nothing matches', () => {
    expect(renderGallery(templates, { ...DEFAULT_GALLERY_QUERY, tags: { industry: 'Mining' } })).toContain('No templates match these filters yet.')
  })

  it('never shows a template that is not online, even if handed one', () => {
    const html = renderGallery([template(9, { statusCode: TEMPLATE_STATUS.PENDING, title: 'Secret draft' })], DEFAULT_GALLERY_QUERY)
    expect(html).not.toContain('Secret draft')
  })

  it('keeps its words and links in the page’s language', () => {
    const html = renderGallery(templates, DEFAULT_GALLERY_QUERY, { locale: 'fr' })
    expect(html).toContain('Modèles de la communauté')
    expect(html).toContain('href="/lang/fr/templates/community/1"')
  })
})

describe('the CMS’s template-gallery block', () => {
  const block = { blockType: 'templateGallery', heading: 'Popular now', category: 'mostUsed', limit: 3, linkText: 'See more' } as TemplateGalleryBlock

  it('shows a row of the category and links to it in the gallery', () => {
    const templates = [1, 2, 3, 4].map((id) => template(id, { scores: { usage: id } }))
    const html = renderToStaticMarkup(createElement(TemplateGallerySection, { block, context: context({ path: '/templates', templates }) }))
    expect(html.match(/class="template-card"/g)).toHaveLength(3)
    expect(html.indexOf('/templates/community/4')).toBeLessThan(html.indexOf('/templates/community/3'))
    expect(html).not.toContain('/templates/community/1"')
    expect(html).toContain('<a href="/templates/community?category=most-used" class="block-link block-link--secondary">See more</a>')
  })

  it('is its heading and link when the page has no templates for it', () => {
    const html = renderToStaticMarkup(createElement(TemplateGallerySection, { block, context: context({ path: '/templates' }) }))
    expect(html).toContain('Popular now')
    expect(html).not.toContain('template-card')
  })
})
