import type { Payload } from 'payload'

import { isPageInLocale, type Locale } from '@/domain/locales'
import type { Page } from '@/payload-types'

import type { Previewer } from './previewer'

/**
 * The published page at `path` in `locale` (untranslated fields in English), read with a
 * visitor's rights: never a draft, never a page kept to other languages.
 */
export async function findPublishedPage(payload: Payload, path: string, locale: Locale): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    pagination: false,
    depth: 1,
    draft: false,
    locale,
    overrideAccess: false,
  })
  const page = docs[0]
  return page && isPageInLocale(page, locale) ? page : null
}

/**
 * The page at `path` in `locale` as a staff preview shows it: its latest draft, read with the
 * previewer's own rights (a moderator, who may not read drafts, gets the published page).
 */
export async function findPreviewPage(payload: Payload, path: string, locale: Locale, user: Previewer): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    pagination: false,
    depth: 1,
    draft: true,
    locale,
    overrideAccess: false,
    user,
  })
  const page = docs[0]
  return page && isPageInLocale(page, locale) ? page : null
}
