import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { interfaceText, type InterfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { localizeHref } from '@/domain/routing/paths'
import type { GalleryPage } from '@/domain/templates/gallery-listing'
import {
  DEFAULT_GALLERY_CATEGORY,
  GALLERY_CATEGORIES,
  GALLERY_SORTS,
  galleryHref,
  galleryQueryString,
  TAG_CATEGORY_NAMES,
  TAG_FILTER_PARAMS,
  TEMPLATE_GALLERY_PATH,
  type GalleryCategory,
  type GalleryQuery,
  type GallerySort,
  type TagCategoryName,
} from '@/domain/templates/gallery-query'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'
import type { PageContext } from '@/site/pages/page-context'
import '@/site/styles/blocks.css'

import { TemplateCard } from './TemplateCard'
import './templates.css'

type Props = {
  chrome: SiteChrome
  context: PageContext
  query: GalleryQuery
  page: GalleryPage
  tagOptions: Record<TagCategoryName, string[]>
}

export function categoryLabel(text: InterfaceText, category: GalleryCategory | GallerySort): string {
  switch (category) {
    case 'trending':
      return text.templatesTrending
    case 'most-used':
      return text.templatesMostUsed
    case 'editors-choice':
      return text.templatesEditorsChoice
    case 'latest':
      return text.templatesLatest
    case 'team-size':
      return text.templatesTeamSize
  }
}

export function tagCategoryLabel(text: InterfaceText, name: TagCategoryName): string {
  const labels: Record<TagCategoryName, string> = {
    tools: text.templatesTagTools,
    industry: text.templatesTagIndustry,
    teamSize: text.templatesTeamSize,
    boardUsage: text.templatesTagBoardUsage,
    categories: text.templatesTagCategories,
  }
  return labels[name]
}

const sameTag = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en')

/** A plain GET form: everything comes from the address, so every view has a link. */
export function GalleryView({ chrome, context, query, page, tagOptions }: Props) {
  const { locale } = context
  const text = interfaceText(locale)
  const href = (changes: Partial<GalleryQuery>) => localizeHref(galleryHref({ ...query, page: 1, ...changes }), locale)
  const filtered = query.sort !== undefined || Object.keys(query.tags).length > 0
  return (
    <>
      <SiteHeader page={{ headerVariant: 'main', onlyInLocales: [] }} chrome={chrome} context={context} search={galleryQueryString(query)} />
      <main id="main" className="page template-gallery">
        <header className="page__hero">
          <h1>{text.templatesGalleryTitle}</h1>
          <p className="page__summary">{text.templatesGalleryIntro}</p>
        </header>

        <nav className="template-gallery__categories" aria-label={text.templatesCategoriesLabel}>
          <ul>
            {Object.values(GALLERY_CATEGORIES).map((category) => (
              <li key={category}>
                <a href={href({ category, sort: undefined })} aria-current={category === query.category ? 'page' : undefined}>
                  {categoryLabel(text, category)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <form
          className="template-gallery__filters"
          method="get"
          action={localizeHref(TEMPLATE_GALLERY_PATH, locale)}
          role="search"
          aria-label={text.templatesFiltersLabel}
        >
          {query.category !== DEFAULT_GALLERY_CATEGORY ? <input type="hidden" name="category" value={query.category} /> : null}
          {TAG_CATEGORY_NAMES.map((name) => {
            const chosen = query.tags[name]
            const options = tagOptions[name]
            // A value from a link that no template carries (any more) still shows as chosen.
            const values = chosen && !options.some((value) => sameTag(value, chosen)) ? [chosen, ...options] : options
            if (values.length === 0) return null
            const selected = chosen ? (values.find((value) => sameTag(value, chosen)) ?? '') : ''
            return (
              <label key={name} className="template-gallery__filter">
                <span>{tagCategoryLabel(text, name)}</span>
                <select name={TAG_FILTER_PARAMS[name]} defaultValue={selected}>
                  <option value="">{text.templatesFilterAny}</option>
                  {values.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </label>
            )
          })}
          <label className="template-gallery__filter">
            <span>{text.templatesSortBy}</span>
            <select name="sort" defaultValue={query.sort ?? ''}>
              <option value="">{text.templatesSortRecommended}</option>
              {Object.values(GALLERY_SORTS).map((sort) => (
                <option key={sort} value={sort}>
                  {categoryLabel(text, sort)}
                </option>
              ))}
            </select>
          </label>
          <div className="template-gallery__filter-actions">
            <button type="submit" className="block-link block-link--primary">
              {text.templatesApply}
            </button>
            {filtered ? (
              <a className="block-link block-link--text" href={href({ sort: undefined, tags: {} })}>
                {text.templatesClear}
              </a>
            ) : null}
          </div>
        </form>

        <p className="template-gallery__count" role="status">
          {formatText(text.templatesCount, { count: page.total })}
        </p>

        {page.items.length > 0 ? (
          <ul className="template-gallery__grid">
            {page.items.map((template) => (
              <li key={template.id}>
                <TemplateCard template={template} locale={locale} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="template-gallery__none">{text.templatesNone}</p>
        )}

        {page.pageCount > 1 ? (
          <nav className="template-gallery__pages" aria-label={text.templatesPages}>
            {page.page > 1 ? (
              <a rel="prev" href={href({ page: page.page - 1 })}>
                {text.templatesPrevious}
              </a>
            ) : null}
            <span aria-current="page">{formatText(text.templatesPageOf, { page: page.page, pages: page.pageCount })}</span>
            {page.page < page.pageCount ? (
              <a rel="next" href={href({ page: page.page + 1 })}>
                {text.templatesNext}
              </a>
            ) : null}
          </nav>
        ) : null}
      </main>
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}
