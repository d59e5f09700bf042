import type { HelpSearchResult } from '@/cms/queries/search-help-articles'
import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import type { SearchQuery } from '@/domain/articles/search'
import { pathFor } from '@/domain/routing/paths'
import { formatText } from '@/i18n/format'
import { messages } from '@/i18n/messages'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'
import type { PageContext } from '@/site/pages/page-context'

import { HelpSearchForm } from './HelpSearchForm'
import './articles.css'

/** The search's answer: `undefined` when no search ran (bad input), `null` when it failed. */
export type HelpSearchAnswer = HelpSearchResult[] | undefined | null

/** The help centre's results page: the form again, then the results or a sentence saying why there are none. */
export function HelpSearchPage({
  chrome,
  context,
  query,
  results,
}: {
  chrome: SiteChrome
  context: PageContext
  query: SearchQuery
  results: HelpSearchAnswer
}) {
  const text = messages(context.locale).articles
  const words = query.kind === 'words' ? query.text : undefined
  return (
    <>
      <SiteHeader page={{ headerVariant: 'main', onlyInLocales: [] }} chrome={chrome} context={context} />
      <main id="main">
        <section className="help-search-results" aria-labelledby="help-search-title">
          <h1 className="article__title" id="help-search-title">
            {text.helpSearchTitle}
          </h1>
          <HelpSearchForm locale={context.locale} query={words} />
          <div role="status">
            {query.kind === 'empty' ? <p className="help-search-results__message">{text.helpSearchEmpty}</p> : null}
            {query.kind === 'too-long' ? <p className="help-search-results__message">{formatText(text.helpSearchTooLong, { max: query.max })}</p> : null}
            {results === null ? <p className="help-search-results__message">{text.helpSearchUnavailable}</p> : null}
            {words && results?.length === 0 ? <p className="help-search-results__message">{formatText(text.helpSearchNoResults, { query: words })}</p> : null}
            {words && results && results.length > 0 ? (
              <h2 className="help-search-results__message">{formatText(text.helpSearchResultsFor, { query: words })}</h2>
            ) : null}
          </div>
          {results && results.length > 0 ? (
            <ol className="article-list">
              {results.map((result) => (
                <li key={result.id} lang={result.locale !== context.locale && result.locale === 'en' ? 'en' : undefined}>
                  <h3 className="article-list__title">
                    <a href={pathFor({ kind: 'help', slug: result.slug }, context.locale)}>{result.title}</a>
                  </h3>
                  <p className="article-list__excerpt">{result.excerpt}</p>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      </main>
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}
