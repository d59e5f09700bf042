import type { Payload } from 'payload'

import { isPageInLocale, type Locale } from '@/domain/locales'
import type { Page } from '@/payload-types'

import { type Previewer, readingFor } from './previewer'

async function findPage(payload: Payload, path: string, locale: Locale, previewer?: Previewer): Promise<Page | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    pagination: false,
    depth: 1,
    locale,
    ...readingFor(previewer),
  })
  const page = docs[0]
  return page && isPageInLocale(page, locale) ? page : null
}

/** Read with a visitor's rights: never a draft, never a page kept to other languages. */
export function findPublishedPage(payload: Payload, path: string, locale: Locale): Promise<Page | null> {
  return findPage(payload, path, locale)
}

/** The latest draft with the previewer's own rights (a moderator, who may not read drafts, gets the published page). */
export function findPreviewPage(payload: Payload, path: string, locale: Locale, user: Previewer): Promise<Page | null> {
  return findPage(payload, path, locale, user)
}
