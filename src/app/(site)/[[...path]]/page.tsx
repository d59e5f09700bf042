import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { findPublishedPage } from '@/cms/queries/findPublishedPage'
import { loadSiteChrome } from '@/cms/queries/loadSiteChrome'
import { normalisePath } from '@/domain/paths'
import { payloadClient } from '@/server/payload'
import { PageView } from '@/site/pages/PageView'

type Props = { params: Promise<{ path?: string[] }> }

// Rendered on first visit, then served from the cache; publishing refreshes it at once,
// this is only the safety net.
export const revalidate = 3600

/**
 * The home page is built ahead; every other page is rendered on its first visit and then
 * cached like it (without this export Next.js would render every visit afresh).
 */
export function generateStaticParams(): { path: string[] }[] {
  return [{ path: [] }]
}

/** The published page at a request path; metadata and page share one lookup per render. */
const pageAt = cache(async (segments: string[]) =>
  findPublishedPage(await payloadClient(), normalisePath(`/${segments.map(decodeURIComponent).join('/')}`)),
)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path = [] } = await params
  const page = await pageAt(path)
  if (!page) return {}
  const title = page.seo?.title || page.title
  return {
    // The home page's title stands alone; every other page carries the brand after it.
    title: path.length === 0 ? { absolute: title } : title,
    description: page.seo?.description ?? undefined,
    robots: page.seo?.noindex ? { index: false } : undefined,
  }
}

export default async function CmsPage({ params }: Props) {
  const { path = [] } = await params
  const page = await pageAt(path)
  if (!page) notFound()
  return <PageView page={page} chrome={await loadSiteChrome(await payloadClient())} />
}
