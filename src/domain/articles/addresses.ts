import { ARTICLE_KIND_NAMES, ARTICLE_KINDS, type ArticleKind } from './kinds'

export type ArticleAddress = { kind: ArticleKind; slug: string }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const MAX_SLUG_LENGTH = 80

/** Listing pages are paginated under `{listing}/page/{n}` and help articles are searched at `/helpcenter/search`. */
export const RESERVED_SLUGS: readonly string[] = ['page', 'search']

export const LISTING_PAGE_SEGMENT = 'page'

export function validateArticleSlug(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Enter a slug such as create-your-first-board.'
  if (value.length > MAX_SLUG_LENGTH) return `A slug has at most ${MAX_SLUG_LENGTH} characters.`
  if (!SLUG.test(value)) return 'Use lowercase letters and digits, words joined by single hyphens: create-your-first-board.'
  if (RESERVED_SLUGS.includes(value)) return `"${value}" is taken by the listing's own pages: choose another slug.`
  return true
}

/** Lowercase kebab-case from a title, for the seed and as a suggestion; accents are dropped. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
}

/** Without a locale: `pathFor` (routing/paths.ts) adds `/lang/{locale}`. */
export function articlePath({ kind, slug }: ArticleAddress): string {
  return `${ARTICLE_KINDS[kind].listingPath}/${slug}`
}

export function listingPathOf(kind: ArticleKind): string {
  return ARTICLE_KINDS[kind].listingPath
}

/** The article a path names, if its shape is one; whether it exists is the database's answer. */
export function readArticlePath(path: string): ArticleAddress | undefined {
  for (const kind of ARTICLE_KIND_NAMES) {
    const prefix = `${ARTICLE_KINDS[kind].listingPath}/`
    if (!path.startsWith(prefix)) continue
    const slug = path.slice(prefix.length)
    if (validateArticleSlug(slug) === true) return { kind, slug }
  }
  return undefined
}
