import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DEFAULT_CURRENCY } from '@/domain/pricing/currency'
import { interfaceText } from '@/i18n/interface-text'
import { galleryPage, tagOptions } from '@/domain/templates/gallery-listing'
import { isFilteredQuery, parseGalleryQuery, TEMPLATE_GALLERY_PATH } from '@/domain/templates/gallery-query'
import { reportProblemAt } from '@/server/tracking/report-problem'
import { GalleryView } from '@/site/templates/GalleryView'

import { cachedSiteChrome } from '@/server/content/published'
import { cachedGalleryTemplates, readGalleryParams } from '@/server/content/gallery'

type Params = { locale: string; variant: string }
type Props = { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Rendered per request from the cached template list: a visitor's query reaches neither the database nor the cache.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const request = readGalleryParams(await params)
  if (!request) return {}
  const text = interfaceText(request.locale)
  const query = parseGalleryQuery(await searchParams)
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
