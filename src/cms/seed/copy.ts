/**
 * The seed's words per language, read from `content/<locale>/` and checked against the schemas below; only the seed
 * reads them (docs/decisions/0005-seed-copy-as-data.md).
 */
import fs from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from '@/domain/locales'

/** The seed runs from the repository's root, as every command does. */
export const SEED_CONTENT_DIR = path.join('src', 'cms', 'seed', 'content')

const text = z.string().trim().min(1)

const productPageCopy = z.strictObject({
  title: text,
  summary: text,
  overview: text,
  sections: z.array(z.strictObject({ heading: text, intro: text, items: z.array(z.tuple([text, text])).min(1) })).min(1),
  story: z.strictObject({ quote: text, person: text, role: text, company: text }),
  faq: z.array(z.tuple([text, text])).min(1),
  cta: z.strictObject({ heading: text, text }),
})

const legalPart = z.union([text, z.array(text).min(1)])

const legalPageCopy = z.strictObject({
  title: text,
  summary: text,
  intro: z.array(legalPart),
  sections: z.array(z.strictObject({ heading: text, body: z.array(legalPart).min(1) })).min(1),
})

const cookiePolicyCopy = z.strictObject({ title: text, summary: text, paragraphs: z.array(text).min(1), tableHeading: text, tableIntro: text })

/** A paragraph, a bulleted list, or a code sample given line by line (an empty line is a blank line). */
const docPart = z.union([text, z.strictObject({ list: z.array(text).min(1) }), z.strictObject({ code: z.array(z.string()).min(1) })])

const developerPagesCopySchema = z.strictObject({
  intro: z.strictObject({ lead: text, sections: z.array(z.strictObject({ heading: text, body: z.array(docPart).min(1) })).min(1) }),
})

export type DocPart = z.infer<typeof docPart>
export type DeveloperPagesCopy = z.infer<typeof developerPagesCopySchema>

export type ProductPageCopy = z.infer<typeof productPageCopy>
export type LegalPageCopy = z.infer<typeof legalPageCopy>
export type LegalPart = z.infer<typeof legalPart>

/** A table of short texts: English's file names the keys, every language has exactly those. */
const texts = <Key extends string>(keys: readonly Key[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text]))) as unknown as z.ZodType<Record<Key, string>>

type KeysOf<Json> = Extract<keyof Json, string>

type NavigationKey = KeysOf<typeof import('./content/en/navigation.json')>
type StarterPagesKey = KeysOf<typeof import('./content/en/starter-pages.json')>
type PricingPlansKey = KeysOf<typeof import('./content/en/pricing-plans.json')>
type PicturesKey = KeysOf<typeof import('./content/en/pictures.json')>

/** English's tables give the others their keys. */
function schemas(english: (file: string) => object) {
  const keys = <Key extends string>(file: string) => Object.keys(english(file)) as Key[]
  return {
    navigation: texts(keys<NavigationKey>('navigation')),
    starterPages: texts(keys<StarterPagesKey>('starter-pages')),
    pricingPlans: texts(keys<PricingPlansKey>('pricing-plans')),
    pictures: texts(keys<PicturesKey>('pictures')),
    productPages: z.strictObject({ faqHeading: text, workManagement: productPageCopy, dev: productPageCopy, service: productPageCopy }),
    salesPages: z.strictObject({
      crm: productPageCopy,
      crmFormHeading: text,
      crmFormIntro: text,
      emailCampaigns: productPageCopy,
      contactTitle: text,
      contactSummary: text,
      contactFormHeading: text,
      contactFormIntro: text,
      defaultBody: text,
      defaultBodyMore: text,
    }),
    legalPages: z.strictObject({ privacy: legalPageCopy, terms: legalPageCopy, accessibility: legalPageCopy, cookiePolicy: cookiePolicyCopy }),
    useCasePages: z.strictObject({
      hr: productPageCopy,
      teamManagement: productPageCopy,
      creativeAgencies: productPageCopy,
      clientProjectManagement: productPageCopy,
      productManagement: productPageCopy,
      agile: productPageCopy,
      productionManagement: productPageCopy,
    }),
  }
}

type Schemas = ReturnType<typeof schemas>

export type SeedCopy = { readonly [File in keyof Schemas]: z.infer<Schemas[File]> }

export const SEED_CONTENT_FILES = {
  navigation: 'navigation',
  starterPages: 'starter-pages',
  pricingPlans: 'pricing-plans',
  pictures: 'pictures',
  productPages: 'product-pages',
  salesPages: 'sales-pages',
  legalPages: 'legal-pages',
  useCasePages: 'use-case-pages',
} as const satisfies Record<keyof Schemas, string>

/** Files in English's folder alone: the developer documentation is written in English only. */
export const ENGLISH_ONLY_CONTENT_FILES = { developerPages: 'developer-pages' } as const

/** The languages with a folder of their own; English for Singapore and the Philippines is English. */
export const SEED_CONTENT_LOCALES = ['en', ...TRANSLATED_LOCALES] as const satisfies readonly Locale[]

type ContentLocale = 'en' | TranslatedLocale

const isContentLocale = (locale: Locale): locale is ContentLocale => (SEED_CONTENT_LOCALES as readonly Locale[]).includes(locale)

function readJson(dir: string, locale: ContentLocale, file: string): unknown {
  const where = path.join(dir, locale, `${file}.json`)
  try {
    return JSON.parse(fs.readFileSync(where, 'utf8'))
  } catch (error) {
    throw new Error(`Seed content ${where} could not be read: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The error names the file and the path of each text that is missing, empty, or not in English's file. */
export function loadSeedCopy(locale: ContentLocale, dir: string = SEED_CONTENT_DIR): SeedCopy {
  const fileSchemas = schemas((file) => readJson(dir, 'en', file) as object)
  const entries = (Object.keys(SEED_CONTENT_FILES) as (keyof Schemas)[]).map((part) => {
    const file = SEED_CONTENT_FILES[part]
    const parsed = fileSchemas[part].safeParse(readJson(dir, locale, file))
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`)
      throw new Error(`Seed content ${path.join(dir, locale, `${file}.json`)} does not match its schema:\n  ${problems.join('\n  ')}`)
    }
    return [part, parsed.data] as const
  })
  return Object.fromEntries(entries) as SeedCopy
}

const loaded = new Map<ContentLocale, SeedCopy>()

/** English for English-speaking locales and anything else; read once. */
export function seedCopy(locale: Locale): SeedCopy {
  const own: ContentLocale = isContentLocale(locale) ? locale : 'en'
  let copy = loaded.get(own)
  if (!copy) {
    copy = loadSeedCopy(own)
    loaded.set(own, copy)
  }
  return copy
}

let developerPages: DeveloperPagesCopy | undefined

/** The developer documentation's words, checked like the others; read once. */
export function developerPagesCopy(dir: string = SEED_CONTENT_DIR): DeveloperPagesCopy {
  if (developerPages && dir === SEED_CONTENT_DIR) return developerPages
  const file = ENGLISH_ONLY_CONTENT_FILES.developerPages
  const parsed = developerPagesCopySchema.safeParse(readJson(dir, 'en', file))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`)
    throw new Error(`Seed content ${path.join(dir, 'en', `${file}.json`)} does not match its schema:\n  ${problems.join('\n  ')}`)
  }
  if (dir === SEED_CONTENT_DIR) developerPages = parsed.data
  return parsed.data
}
