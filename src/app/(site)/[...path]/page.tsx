import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findPublishedPage } from '@/cms/queries/findPublishedPage'
import { loadSiteChrome } from '@/cms/queries/loadSiteChrome'
import { normalisePath } from '@/domain/paths'
import { payloadClient } from '@/server/payload'
import { PageView } from '@/site/pages/PageView'

type Props = { params: Promise<{ path: string[] }> }

// Rendered on first visit, then served from the cache; publishing refreshes it.
export const revalidate = 3600

async function pageAt(params: Props['params']) {
  const { path } = await params
  return findPublishedPage(await payloadClient(), normalisePath(`/${path.map(decodeURIComponent).join('/')}`))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageAt(params)
  return page
    ? {
        title: page.seo?.title || page.title,
        description: page.seo?.description ?? undefined,
        robots: page.seo?.noindex ? { index: false } : undefined,
      }
    : {}
}

export default async function CmsPage({ params }: Props) {
  const page = await pageAt(params)
  if (!page) notFound()
  return <PageView page={page} chrome={await loadSiteChrome(await payloadClient())} />
}
