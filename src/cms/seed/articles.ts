/**
 * The starter articles (blog, help centre, webinars, newsroom), read from `content/en/articles.json`
 * and the translations in `content/<locale>/articles.json`, checked against the schemas below; only
 * the seed reads them.
 */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { z } from 'zod'

import { validateArticleSlug } from '@/domain/articles/addresses'
import { ARTICLE_KIND_NAMES, type ArticleKind } from '@/domain/articles/kinds'
import type { TranslatedLocale } from '@/domain/locales'

import { parseContentFile, SEED_CONTENT_DIR, text } from './copy'
import { fill } from './pages/build'
import { h2, p, richText, type RichTextDocument, ul } from './rich-text'
import { missing } from './seeding'

export const ARTICLES_FILE = 'articles'

/** A paragraph, a sub-heading or a bulleted list. */
const bodyPart = z.union([text, z.strictObject({ heading: text }), z.strictObject({ list: z.array(text).min(1) })])

const body = z.array(bodyPart).min(1)

const englishArticle = z.strictObject({
  kind: z.enum(ARTICLE_KIND_NAMES as [ArticleKind, ...ArticleKind[]]),
  slug: z.string().refine((slug) => validateArticleSlug(slug) === true, 'not a valid article slug'),
  title: text,
  excerpt: text,
  author: text,
  category: text,
  publishedAt: z.iso.date(),
  body,
})

const englishArticles = z.array(englishArticle).min(1)

/** Keyed by `{kind}/{slug}` of an English article. */
const translatedArticles = z.record(z.string().regex(/^[a-z]+\/[a-z0-9-]+$/), z.strictObject({ title: text, excerpt: text, body }))

export type SeedArticle = z.infer<typeof englishArticle>
type BodyPart = z.infer<typeof bodyPart>

/** The languages that have translated some articles; the others show English. */
export const ARTICLE_TRANSLATIONS: readonly TranslatedLocale[] = ['de']

export function loadSeedArticles(dir: string = SEED_CONTENT_DIR): SeedArticle[] {
  return parseContentFile(englishArticles, dir, 'en', ARTICLES_FILE)
}

export function loadArticleTranslations(locale: TranslatedLocale, dir: string = SEED_CONTENT_DIR): z.infer<typeof translatedArticles> {
  const translations = parseContentFile(translatedArticles, dir, locale, ARTICLES_FILE)
  const known = new Set(loadSeedArticles(dir).map(articleKey))
  const unknown = Object.keys(translations).filter((key) => !known.has(key))
  if (unknown.length > 0)
    throw new Error(`Seed content ${locale}/${ARTICLES_FILE}.json translates articles that do not exist in English: ${unknown.join(', ')}`)
  return translations
}

export const articleKey = ({ kind, slug }: { kind: string; slug: string }) => `${kind}/${slug}`

export function articleBody(parts: readonly BodyPart[], brand: string): RichTextDocument {
  return richText(
    ...parts.map((part) => {
      if (typeof part === 'string') return p(fill(part, brand))
      if ('heading' in part) return h2(fill(part.heading, brand))
      return ul(...part.list.map((item) => fill(item, brand)))
    }),
  )
}

export function articleData(article: SeedArticle, brand: string): RequiredDataFromCollectionSlug<'articles'> {
  return {
    kind: article.kind,
    slug: article.slug,
    title: fill(article.title, brand),
    excerpt: fill(article.excerpt, brand),
    author: fill(article.author, brand),
    category: article.category,
    publishedAt: new Date(`${article.publishedAt}T09:00:00Z`).toISOString(),
    body: articleBody(article.body, brand),
    _status: 'published',
  }
}

/** Creates the articles that are missing, published, then writes their translations; existing ones are left as editors left them. */
export async function seedArticles(payload: Payload, brand: string, context: Record<string, unknown>): Promise<void> {
  const { docs } = await payload.find({ collection: 'articles', pagination: false, depth: 0, draft: true, select: { kind: true, slug: true } })
  const translations = ARTICLE_TRANSLATIONS.map((locale) => [locale, loadArticleTranslations(locale)] as const)
  for (const article of missing(loadSeedArticles(), articleKey, docs.map(articleKey))) {
    const created = await payload.create({ collection: 'articles', data: articleData(article, brand), depth: 0, context })
    for (const [locale, translated] of translations) {
      const translation = translated[articleKey(article)]
      if (!translation) continue
      const data = {
        title: fill(translation.title, brand),
        excerpt: fill(translation.excerpt, brand),
        body: articleBody(translation.body, brand),
        _status: 'published' as const,
      }
      await payload.update({ collection: 'articles', id: created.id, locale, data, depth: 0, context })
    }
  }
}
