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

export const text = z.string().trim().min(1)

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

/** The languages with a folder of their own; English for Singapore and the Philippines is English. */
export const SEED_CONTENT_LOCALES = ['en', ...TRANSLATED_LOCALES] as const satisfies readonly Locale[]

export type ContentLocale = 'en' | TranslatedLocale

const isContentLocale = (locale: Locale): locale is ContentLocale => (SEED_CONTENT_LOCALES as readonly Locale[]).includes(locale)

function readJson(dir: string, locale: ContentLocale, file: string): unknown {
  const where = path.join(dir, locale, `${file}.json`)
  try {
    return JSON.parse(fs.readFileSync(where, 'utf8'))
  } catch (error) {
    throw new Error(`Seed content ${where} could not be read: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** The error names the file and the path of each text that is missing, empty, or not as the schema wants. */
export function parseContentFile<Schema extends z.ZodType>(schema: Schema, dir: string, locale: ContentLocale, file: string): z.infer<Schema> {
  const parsed = schema.safeParse(readJson(dir, locale, file))
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`)
  throw new Error(`Seed content ${path.join(dir, locale, `${file}.json`)} does not match its schema:\n  ${problems.join('\n  ')}`)
}

export function loadSeedCopy(locale: ContentLocale, dir: string = SEED_CONTENT_DIR): SeedCopy {
  const fileSchemas = schemas((file) => readJson(dir, 'en', file) as object)
  const entries = (Object.keys(SEED_CONTENT_FILES) as (keyof Schemas)[]).map(
    (part) => [part, parseContentFile(fileSchemas[part], dir, locale, SEED_CONTENT_FILES[part])] as const,
  )
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
