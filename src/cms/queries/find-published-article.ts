import type { Payload, Where } from 'payload'

import type { ArticleAddress } from '@/domain/articles/addresses'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locales'
import type { Article } from '@/payload-types'

import { type Previewer, readingFor } from './previewer'

export type PublishedArticle = {
  /** In the locale asked for, English where it is not translated; the picture read as a media document. */
  article: Article
  /** The locales whose own title was written: the others show English and point search engines to it. */
  translatedLocales: Locale[]
}

async function findArticle(payload: Payload, { kind, slug }: ArticleAddress, locale: Locale, previewer?: Previewer): Promise<PublishedArticle | null> {
  const where: Where = { kind: { equals: kind }, slug: { equals: slug } }
  const reading = { collection: 'articles', where, limit: 1, pagination: false, ...readingFor(previewer) } as const
  const [{ docs }, { docs: titles }] = await Promise.all([
    payload.find({ ...reading, depth: 1, locale }),
    payload.find({ ...reading, depth: 0, locale: 'all', select: { title: true } }),
  ])
  const article = docs[0]
  if (!article) return null
  return { article, translatedLocales: writtenLocales(titles[0]?.title) }
}

/** Read with a visitor's rights: never a draft. */
export function findPublishedArticle(payload: Payload, address: ArticleAddress, locale: Locale): Promise<PublishedArticle | null> {
  return findArticle(payload, address, locale)
}

/** The latest draft with the previewer's own rights, as a page's preview reads. */
export function findPreviewArticle(payload: Payload, address: ArticleAddress, locale: Locale, previewer: Previewer): Promise<PublishedArticle | null> {
  return findArticle(payload, address, locale, previewer)
}

/** With `locale: 'all'` a localized field reads as `{ en: …, de: … }`. */
export function writtenLocales(title: unknown): Locale[] {
  if (!title || typeof title !== 'object') return [DEFAULT_LOCALE]
  return Object.entries(title).flatMap(([locale, text]) => (isLocale(locale) && typeof text === 'string' && text.trim() !== '' ? [locale] : []))
}
