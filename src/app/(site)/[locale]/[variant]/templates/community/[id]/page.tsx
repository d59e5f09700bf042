import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { DEFAULT_CURRENCY } from '@/domain/pricing/currency'
import { parseTemplateId, templatePagePath } from '@/domain/templates/gallery-query'
import { TemplatePageView } from '@/site/templates/TemplatePageView'
import { reportProblemAt } from '@/server/tracking/report-problem'

import { cachedSiteChrome } from '@/server/content/published'
import { readGalleryParams, templateDetail } from '@/server/content/gallery'

type Params = { locale: string; variant: string; id: string }
type Props = { params: Promise<Params> }

/*
 * /templates/community/{id}: one online community template (the proxy rewrites it here as an
 * app page). Rendered for each request from cached data (src/server/content/gallery.ts), the same for every
 * visitor; an id that is unknown or not online (pending, rejected, deleted…) is the site's 404,
 * without a query or a cache entry of its own.
 */
export const dynamic = 'force-dynamic'

const lookUp = cache(async (id: string) => {
  const templateId = parseTemplateId(id)
  return templateId === undefined ? undefined : templateDetail(templateId)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, ...rest } = await params
  if (!readGalleryParams(rest)) return {}
  const template = await lookUp(id)
  if (!template) return {}
  return { title: template.title, description: template.excerpt || undefined }
}

export default async function TemplateRoute({ params }: Props) {
  const { id, ...rest } = await params
  const request = readGalleryParams(rest)
  if (!request) notFound()
  const template = await lookUp(id)
  if (!template) notFound()
  const { locale, ab } = request
  const chrome = await cachedSiteChrome(locale)
  return (
    <TemplatePageView
      chrome={chrome}
      context={{
        locale,
        currency: DEFAULT_CURRENCY,
        path: templatePagePath(template.id),
        settings: chrome.settings,
        ab,
        knownVisitor: request.known,
        report: reportProblemAt(`template ${template.id}`),
      }}
      template={template}
    />
  )
}
