import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { findPublishedPage } from '@/cms/queries/findPublishedPage'
import { loadSiteChrome } from '@/cms/queries/loadSiteChrome'
import { payloadClient } from '@/server/payload'
import { PageView } from '@/site/pages/PageView'

const HOME = '/'

// Served from the cache; publishing refreshes it at once, this is only the safety net.
export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await findPublishedPage(await payloadClient(), HOME)
  return page
    ? { title: { absolute: page.seo?.title || page.title }, description: page.seo?.description ?? undefined }
    : {}
}

export default async function HomePage() {
  const page = await findPublishedPage(await payloadClient(), HOME)
  if (!page) notFound()
  return <PageView page={page} chrome={await loadSiteChrome(await payloadClient())} />
}
