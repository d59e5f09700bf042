import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DEFAULT_CURRENCY } from '@/domain/currency'
import { interfaceText } from '@/i18n/interface-text'
import { galleryPage, tagOptions } from '@/domain/template-gallery-listing'
import { isFilteredQuery, parseGalleryQuery, TEMPLATE_GALLERY_PATH } from '@/domain/template-gallery-query'
import { reportProblemAt } from '@/server/tracking/report-problem'
import { GalleryView } from '@/site/templates/GalleryView'

import { cachedSiteChrome } from '@/server/content/published'
import { cachedGalleryTemplates, readGalleryParams } from '@/server/content/gallery'

type Params = { locale: string; variant: string }
type Props = { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/*
 * /templates/community?category=…&sort=…&{tag category}=…&page=… (the proxy rewrites it here as
 * an app page). The answer depends on the query, so it is rendered for each request from the
 * cached list of online templates (src/server/content/gallery.ts): a visitor's query reaches neither the database
 * nor the cache, and a malformed one falls back to the defaults.
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const request = readGalleryParams(await params)
  if (!request) return {}
  const text = interfaceText(request.locale)
  const query = parseGalleryQuery(await searchParams)
  // The unfiltered categories are the gallery to list; filtered and later pages are ways through it.
  return { title: text.templatesGalleryTitle, description: text.templatesGalleryIntro, robots: { index: !isFilteredQuery(query), follow: true } }
}

export default async function TemplateGalleryRoute({ params, searchParams }: Props) {
  const request = readGalleryParams(await params)
  if (!request) notFound()
  const { locale, ab } = request
  const query = parseGalleryQuery(await searchParams)
  const [chrome, online] = await Promise.all([cachedSiteChrome(locale), cachedGalleryTemplates()])
  return (
    <GalleryView
      chrome={chrome}
      context={{
        locale,
        currency: DEFAULT_CURRENCY,
        path: TEMPLATE_GALLERY_PATH,
        settings: chrome.settings,
        ab,
        knownVisitor: request.known,
        report: reportProblemAt('template gallery'),
      }}
      query={query}
      // A server component: the time of this render, which the cached page keeps until it is refreshed.
      // eslint-disable-next-line react-hooks/purity
      page={galleryPage(online, query, Date.now())}
      tagOptions={tagOptions(online)}
    />
  )
}
