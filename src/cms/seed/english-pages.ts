/**
 * The pages the seed writes in English only (the product's feature, solution, company and trust pages, and
 * the developer documentation), keyed by path, read from `content/en/` and checked like the other copy.
 */
import { z } from 'zod'

import { parseContentFile, SEED_CONTENT_DIR, text } from './copy'
import { SCREEN_KEYS } from './illustrations/catalogue'

const infoPage = z.strictObject({
  overview: text,
  sections: z
    .array(
      z.strictObject({
        heading: text.max(120),
        intro: text.max(400),
        /** A product screen shown under the section. */
        picture: z.enum(SCREEN_KEYS).optional(),
        items: z
          .array(z.tuple([text.max(80), text.max(300)]))
          .min(1)
          .max(12),
      }),
    )
    .min(1),
  faq: z
    .array(z.tuple([text.max(200), text]))
    .min(1)
    .optional(),
})

/** A paragraph, a bulleted list, or a code sample given line by line (an empty line is a blank line). */
const docPart = z.union([text, z.strictObject({ list: z.array(text).min(1) }), z.strictObject({ code: z.array(z.string()).min(1) })])

const docPage = z.strictObject({ lead: text, sections: z.array(z.strictObject({ heading: text.max(120), body: z.array(docPart).min(1) })).min(1) })

/** Keys are paths, with `{slug}` where the brand's slug belongs. */
const pagesByPath = <Page extends z.ZodType>(page: Page) => z.record(z.string().regex(/^\/[a-z0-9{}/-]*$/), page)

export type InfoPageCopy = z.infer<typeof infoPage>
export type DocPart = z.infer<typeof docPart>
export type DocPageCopy = z.infer<typeof docPage>

/** Files in English's folder alone, by the kind of page they hold. */
export const ENGLISH_ONLY_CONTENT_FILES = {
  info: ['platform-pages', 'solution-pages', 'company-pages', 'trust-pages'],
  docs: ['developer-pages', 'developer-apps', 'developer-features'],
  listings: ['listing-pages'],
} as const

/** The article listings' introductions, a paragraph per text. */
const listingIntro = z.array(text).min(1)

export type EnglishPages = { info: Record<string, InfoPageCopy>; docs: Record<string, DocPageCopy>; listings: Record<string, string[]> }

function load<Page extends z.ZodType>(page: Page, files: readonly string[], dir: string): Record<string, z.infer<Page>> {
  const byPath: Record<string, z.infer<Page>> = {}
  for (const file of files) {
    for (const [path, content] of Object.entries(parseContentFile(pagesByPath(page), dir, 'en', file))) {
      if (path in byPath) throw new Error(`Seed content: ${path} is written twice (again in en/${file}.json)`)
      byPath[path] = content
    }
  }
  return byPath
}

let loaded: EnglishPages | undefined

/** Read once. */
export function englishPages(dir: string = SEED_CONTENT_DIR): EnglishPages {
  if (loaded && dir === SEED_CONTENT_DIR) return loaded
  const pages = {
    info: load(infoPage, ENGLISH_ONLY_CONTENT_FILES.info, dir),
    docs: load(docPage, ENGLISH_ONLY_CONTENT_FILES.docs, dir),
    listings: load(listingIntro, ENGLISH_ONLY_CONTENT_FILES.listings, dir),
  }
  if (dir === SEED_CONTENT_DIR) loaded = pages
  return pages
}
