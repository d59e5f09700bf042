import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { searchHelpArticles } from '@/cms/queries/search-help-articles'
import { HELP_SEARCH_PATH, readSearchQuery, SEARCH_QUERY_PARAM } from '@/domain/articles/search'
import { DEFAULT_CURRENCY } from '@/domain/pricing/currency'
import { readAppPageParams } from '@/domain/routing/site-routing'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import { messages } from '@/i18n/messages'
import { payloadClient } from '@/server/payload'
import { cachedSiteChrome } from '@/server/content/published'
import { reportProblemAt } from '@/server/tracking/report-problem'
import { HelpSearchPage, type HelpSearchAnswer } from '@/site/articles/HelpSearchPage'

type Params = { locale: string; variant: string }
type Props = { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// The answer depends on the query: rendered per request and sent `private, no-store`, so neither
// Next's cache, the server's page copies (keyed without the query) nor nginx keep one visitor's results for another.
export const dynamic = 'force-dynamic'

const report = reportProblemAt(`page ${HELP_SEARCH_PATH}`)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = readAppPageParams(await params)
  if (!page) return {}
  // One address per query: the help centre itself is the page search engines should list.
  return { title: messages(page.locale).articles.helpSearchTitle, robots: { index: false, follow: true } }
}

export default async function HelpSearchRoute({ params, searchParams }: Props) {
  const page = readAppPageParams(await params)
  if (!page) notFound()
  const { locale, known, ab } = page
  const query = readSearchQuery((await searchParams)[SEARCH_QUERY_PARAM])
  const [chrome, results] = await Promise.all([cachedSiteChrome(locale), search(query, locale)])
  return (
    <HelpSearchPage
      chrome={chrome}
      context={{ locale, currency: DEFAULT_CURRENCY, path: HELP_SEARCH_PATH, settings: chrome.settings, knownVisitor: known, ab }}
      query={query}
      results={results}
    />
  )
}

/** A failing database gives the visitor a sentence, not an error page; the failure is reported. */
async function search(query: ReturnType<typeof readSearchQuery>, locale: Parameters<typeof searchHelpArticles>[1]['locale']): Promise<HelpSearchAnswer> {
  if (query.kind !== 'words') return undefined
  try {
    return await searchHelpArticles(payloadPool(await payloadClient()), { locale, text: query.text })
  } catch (error) {
    report(`Help search failed: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}
