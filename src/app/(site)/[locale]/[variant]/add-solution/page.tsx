import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { after } from 'next/server'
import { cache } from 'react'

import { trackServerEvent } from '@/server/tracking'
import { DEFAULT_CURRENCY } from '@/domain/pricing/currency'
import { interfaceText } from '@/i18n/interface-text'
import { isLocale, type Locale } from '@/domain/locales'
import { isVisitorVariantPair, readVariantSegment } from '@/domain/routing/site-routing'
import {
  ADD_SOLUTION_PARAMS,
  ADD_SOLUTION_PATH,
  queryValue,
  solutionPage,
  solutionPageEvents,
  solutionPageSearch,
  type SolutionPageQuery,
} from '@/domain/pages/solutions'
import { AddSolutionPage } from '@/site/pages/AddSolutionPage'

import { cachedSiteChrome, cachedSolutions } from '@/server/content/published'

type Params = { locale: string; variant: string }
type Props = { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// The answer depends on the query: rendered per request and never stored, so a made-up solution_id cannot fill the cache.
export const dynamic = 'force-dynamic'

/** Only the consent variant: the page shows no prices. */
function localeOf({ locale, variant }: Params): Locale | undefined {
  const segment = readVariantSegment(variant)
  if (!isLocale(locale) || !segment || segment.notFound) return undefined
  if (Object.entries(segment.variant).some(([name, value]) => !isVisitorVariantPair(name, value))) return undefined
  return locale
}

async function readQuery(searchParams: Props['searchParams']): Promise<SolutionPageQuery> {
  const query = await searchParams
  return {
    solutionId: queryValue(query[ADD_SOLUTION_PARAMS.solutionId]),
    category: queryValue(query[ADD_SOLUTION_PARAMS.category]),
  }
}

/** Keyed by strings: query objects differ between metadata and page. */
const lookUp = cache(async (locale: Locale, solutionId: string | undefined, category: string | undefined) =>
  solutionPage({ solutionId, category }, await cachedSolutions(locale)),
)

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = localeOf(await params)
  if (!locale) return {}
  const query = await readQuery(searchParams)
  const { solution } = await lookUp(locale, query.solutionId, query.category)
  // One address per query: the marketplace is the page search engines should list.
  const robots = { index: false, follow: true }
  if (!solution) return { title: interfaceText(locale).solutionNotFoundTitle, robots }
  return { title: solution.name, description: solution.description, robots }
}

export default async function AddSolutionRoute({ params, searchParams }: Props) {
  const locale = localeOf(await params)
  if (!locale) notFound()
  const query = await readQuery(searchParams)
  const [chrome, page] = await Promise.all([cachedSiteChrome(locale), lookUp(locale, query.solutionId, query.category)])
  const events = solutionPageEvents(query, page.problems)
  // After the page is on its way: a slow tracking service never holds the visitor up.
  if (events.length > 0) after(() => Promise.all(events.map(({ name, ...fields }) => trackServerEvent(name, fields))))
  return (
    <AddSolutionPage
      chrome={chrome}
      context={{ locale, currency: DEFAULT_CURRENCY, path: ADD_SOLUTION_PATH, settings: chrome.settings }}
      solution={page.solution}
      offered={page.offered}
      search={solutionPageSearch(query)}
    />
  )
}
