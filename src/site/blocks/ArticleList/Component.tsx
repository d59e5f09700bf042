import { listingKey, listingPagePath } from '@/domain/articles/pagination'
import type { Locale } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'
import { formatText } from '@/i18n/format'
import { messages } from '@/i18n/messages'
import type { ArticleListBlock } from '@/payload-types'
import { ArticleMeta } from '@/site/articles/ArticleMeta'
import { HelpSearchForm } from '@/site/articles/HelpSearchForm'
import type { PageContext } from '@/site/pages/page-context'

import '@/site/articles/articles.css'

/**
 * The published articles of one kind, newest first, read by the page route (`context.articleListings`).
 * Later pages are addresses of their own (`/blog/page/2`), so each page is cached as any page is.
 */
export function ArticleListSection({ block, context }: { block: ArticleListBlock; context: PageContext }) {
  const text = messages(context.locale).articles
  const listing = context.articleListings?.[listingKey(block.kind, block.perPage)]
  const articles = listing?.articles ?? []
  const headingId = `article-list-${block.id ?? block.kind}`
  return (
    <section className="block block-article-list" aria-labelledby={headingId}>
      <div className="block__inner">
        <h2 className="block__heading" id={headingId}>
          {block.heading}
        </h2>
        {block.searchBox && block.kind === 'help' ? <HelpSearchForm locale={context.locale} id={`${headingId}-search`} /> : null}
        {articles.length === 0 ? (
          <p>{text.articleListEmpty}</p>
        ) : (
          <ol className="article-list">
            {articles.map((article) => (
              <li key={article.id}>
                <h3 className="article-list__title">
                  <a href={pathFor(article, context.locale)}>{article.title}</a>
                </h3>
                <ArticleMeta article={article} locale={context.locale} />
                <p className="article-list__excerpt">{article.excerpt}</p>
              </li>
            ))}
          </ol>
        )}
        {listing && listing.pages > 1 ? (
          <ListingPages
            path={context.listing?.path ?? context.path}
            page={listing.page}
            pages={listing.pages}
            locale={context.locale}
            label={`${block.heading}: ${text.articleListPages}`}
          />
        ) : null}
      </div>
    </section>
  )
}

function ListingPages({ path, page, pages, locale, label }: { path: string; page: number; pages: number; locale: Locale; label: string }) {
  const text = messages(locale).articles
  const href = (number: number) => pathFor({ path: listingPagePath(path, number) }, locale)
  return (
    <nav className="article-pages" aria-label={label}>
      <ul className="article-pages__list">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {text.articleListPrevious}
            </a>
          </li>
        ) : null}
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a href={href(number)} aria-current={number === page ? 'page' : undefined} aria-label={formatText(text.articleListPage, { page: number })}>
              {number}
            </a>
          </li>
        ))}
        {page < pages ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {text.articleListNext}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
