import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { NEW_PAGE_VIEW_PATH } from '@/cms/admin/new-page/path'

import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<Record<string, string | string[]>>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> => generatePageMetadata({ config, params, searchParams })

/** Payload's create screen for pages stores an empty draft as it opens: pages start from the site's own (NewPageView). */
const CREATE_PAGE_SEGMENTS = 'collections/pages/create'

export default async function AdminPage({ params, searchParams }: Args) {
  if ((await params).segments?.join('/') === CREATE_PAGE_SEGMENTS) redirect(`${(await config).routes.admin}${NEW_PAGE_VIEW_PATH}`)
  return RootPage({ config, importMap, params, searchParams })
}
