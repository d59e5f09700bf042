import type { Payload, Where } from 'payload'

import { LOCALE_CODES, DEFAULT_LOCALE, type Locale } from '@/domain/locales'
import type { KnownExperiments } from '@/domain/ab/assignment'
import type { AbConversionKind } from '@/domain/tracking/tracking'
import type { Audience } from '@/domain/personalisation/audience'
import type { PersonalisationRule } from '@/domain/personalisation/rules'
import { localesMissingText } from '@/domain/personalisation/translated-locales'
import { normalisePath } from '@/domain/routing/paths'
import type { Audience as AudienceDoc, Page } from '@/payload-types'

type Related<T> = number | T | null | undefined

const pathOf = (page: Related<Pick<Page, 'path'>>) => (page && typeof page === 'object' ? normalisePath(page.path) : undefined)

export function audienceOf(doc: Related<Partial<AudienceDoc>>): Audience | undefined {
  if (!doc || typeof doc !== 'object') return undefined
  return {
    ...(doc.countries?.length ? { countries: doc.countries.map((code) => code.toUpperCase()) } : {}),
    ...(doc.languages?.length ? { languages: doc.languages } : {}),
    ...(doc.device && doc.device !== 'any' ? { device: doc.device } : {}),
    ...(doc.visitors && doc.visitors !== 'any' ? { visitors: doc.visitors } : {}),
    ...(doc.clusters?.length ? { clusters: doc.clusters } : {}),
    ...(doc.industries?.length ? { industries: doc.industries } : {}),
  }
}

const AUDIENCE_SELECT = { countries: true, languages: true, device: true, visitors: true, clusters: true, industries: true } as const

/** Active rules on published pages, first-ranked first, as the proxy picks them. */
export async function loadPersonalisationRules(payload: Payload): Promise<PersonalisationRule[]> {
  const { docs } = await payload.find({
    collection: 'personalisations',
    where: { active: { equals: true } },
    sort: ['priority', 'id'],
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: { page: true, audience: true },
    populate: { pages: { path: true }, audiences: AUDIENCE_SELECT },
  })
  return docs.flatMap((rule) => {
    const path = pathOf(rule.page)
    return path === undefined ? [] : [{ id: rule.id, path, ...(audienceOf(rule.audience) ? { audience: audienceOf(rule.audience) } : {}) }]
  })
}

/** What makes an A/B test an experiment on a page: its page, audience, goal, and the languages its blocks are written in. */
export type ExperimentFacts = { page: string; audience?: Audience; goal?: AbConversionKind; translatedIn: Locale[] }

export async function loadExperimentFacts(payload: Payload): Promise<Map<string, ExperimentFacts>> {
  const [{ docs }, texts] = await Promise.all([
    payload.find({
      collection: 'ab-tests',
      where: { page: { exists: true } },
      pagination: false,
      depth: 1,
      overrideAccess: true,
      select: { testName: true, page: true, audience: true, goal: true },
      populate: { pages: { path: true }, audiences: AUDIENCE_SELECT },
    }),
    payload.find({
      collection: 'ab-tests',
      where: { page: { exists: true } },
      pagination: false,
      depth: 0,
      locale: 'all',
      overrideAccess: true,
      select: { blocks: true },
    }),
  ])
  const missing = new Map(texts.docs.map((doc) => [doc.id, localesMissingText(doc.blocks, LOCALE_CODES, DEFAULT_LOCALE)]))
  const facts = new Map<string, ExperimentFacts>()
  for (const test of docs) {
    const page = pathOf(test.page)
    if (page === undefined) continue
    const audience = audienceOf(test.audience)
    const notIn = missing.get(test.id) ?? []
    facts.set(test.testName, {
      page,
      ...(audience ? { audience } : {}),
      ...(test.goal ? { goal: test.goal } : {}),
      translatedIn: LOCALE_CODES.filter((code) => !notIn.includes(code)),
    })
  }
  return facts
}

/** Every experiment, whatever its status: a draft one can be previewed. */
export async function loadExperimentVariants(payload: Payload): Promise<KnownExperiments> {
  const { docs } = await payload.find({
    collection: 'ab-tests',
    where: { page: { exists: true } },
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: { testName: true, page: true, variants: true, goal: true, goalPath: true, status: true },
    populate: { pages: { path: true } },
  })
  return docs.map((test) => {
    const page = pathOf(test.page)
    return {
      testName: test.testName,
      variants: (test.variants ?? []).map(({ name }) => name),
      ...(page === undefined ? {} : { page }),
      // Named on the goal page only while it counts, so no draft's name reaches visitors.
      ...(test.status === 'running' && test.goal === 'page_reached' && test.goalPath ? { goalPath: normalisePath(test.goalPath) } : {}),
    }
  })
}

export type Variation = { collection: 'ab-tests'; testName: string } | { collection: 'personalisations'; id: number }

export type VariationBlocks = { replacesBlock?: number | null; blocks: NonNullable<Page['layout']> }

/** The blocks a page shows in an experiment's variant or for a personalisation rule, in a locale. */
export async function loadVariationBlocks(
  payload: Payload,
  variation: Variation,
  locale: Locale,
  // A staff preview reads drafts of the page's own blocks; the variation itself has no drafts.
): Promise<(VariationBlocks & { page: string }) | undefined> {
  const where: Where = variation.collection === 'ab-tests' ? { testName: { equals: variation.testName } } : { id: { equals: variation.id } }
  const { docs } = await payload.find({
    collection: variation.collection,
    where,
    limit: 1,
    depth: 1,
    locale,
    overrideAccess: true,
    // Read as a page is, so the blocks' links and pictures come as the page's do.
    select: { page: true, replacesBlock: true, blocks: true },
  })
  const doc = docs[0]
  const page = pathOf(doc?.page)
  if (!doc || page === undefined) return undefined
  return { page, replacesBlock: doc.replacesBlock, blocks: doc.blocks ?? [] }
}
