import type { AbAssignments } from './cookie'
import { AB_TESTS, abTestByName, variantsMatchCode, type AbTest, type AbTestKey } from './catalogue'
import type { Locale } from '../locales'
import type { RenderVariant } from '../routing/render-variant'
import { salesRegionOf } from '../forms/sales-regions'
import { isInAudience as matchesAudience, type Audience, type AudienceFacts } from '../personalisation/audience'
import type { AbConversionKind } from '../tracking/tracking'

// Pure: the proxy gives the running tests, the visitor's cookies and the page.
// Drafts never reach the snapshot.
export type LiveTestSettings = {
  testName: string
  status: 'running' | 'paused' | 'finished'
  // Control first; traffic in whole percent, together 100.
  variants: ReadonlyArray<{ name: string; traffic: number }>
  // Control when none is declared.
  winner?: string
  // None: wherever the test's code applies.
  paths?: readonly string[]
  languages?: readonly Locale[]
  startsAt?: string
  endsAt?: string
  // An experiment marketers made in the admin: it changes this page only, for its audience, and
  // counts towards its goal. Tests of the catalogue have none.
  page?: string
  audience?: Audience
  goal?: AbConversionKind
  // A draft experiment: control for everyone, its variant only in a staff preview.
  draft?: true
}

export function isExperiment(test: Pick<LiveTestSettings, 'page'>): boolean {
  return test.page !== undefined
}

export { parseAbCookie, serializeAbCookie, type AbAssignments } from './cookie'

export const AB_VARIANT_PREFIX = 'ab-'

// FNV-1a over visitor and test: the same visitor always lands in the same place of a test, and
// independently in each test.
export function assignmentBucket(visitorId: string, testName: string): number {
  let hash = 0x811c9dc5
  for (const char of `${testName}\u0000${visitorId}`) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  // A final avalanche (murmur3's fmix32): FNV's low bits alone cluster for similar ids.
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b) >>> 0
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0
  hash ^= hash >>> 16
  return ((hash >>> 0) / 2 ** 32) * 100
}

export function variantForBucket(variants: LiveTestSettings['variants'], bucket: number): string {
  let upTo = 0
  for (const variant of variants) {
    upTo += variant.traffic
    if (bucket < upTo) return variant.name
  }
  return variants[0]?.name ?? 'control'
}

export function isAssigning(test: LiveTestSettings, now: Date): boolean {
  if (test.status !== 'running') return false
  if (test.startsAt && now < new Date(test.startsAt)) return false
  if (test.endsAt && now >= new Date(test.endsAt)) return false
  return true
}

export function variantWhenNotAssigning(test: LiveTestSettings): string {
  const control = test.variants[0]?.name ?? 'control'
  return test.status === 'finished' && test.winner && test.variants.some((variant) => variant.name === test.winner) ? test.winner : control
}

export type PageFacts = { path: string; locale: Locale; priced: boolean; product: boolean }

export function codeChangesPage(code: AbTest, page: PageFacts): boolean {
  const pages = code.pages
  return pages === 'all' ? true : pages === 'priced' ? page.priced : pages === 'product' ? page.product : pages.includes(page.path)
}

// A test whose variants are not the code's (renamed in the admin) changes nothing.
export function testAppliesTo(test: LiveTestSettings, page: PageFacts): boolean {
  // An experiment's languages are those its blocks are written in: none means it runs nowhere.
  if (isExperiment(test)) return test.page === page.path && (test.languages === undefined || test.languages.includes(page.locale))
  const code = abTestByName(test.testName)
  if (!code || !codeChangesPage(code, page)) return false
  if (
    !variantsMatchCode(
      test.testName,
      test.variants.map((variant) => variant.name),
    )
  )
    return false
  if (test.paths?.length && !test.paths.includes(page.path)) return false
  if (test.languages?.length && !test.languages.includes(page.locale)) return false
  return true
}

export type Participant = {
  // Undefined when analytics is not allowed.
  visitorId: string | undefined
  returning: boolean
  country: string | undefined
  // Left out of tests whose goal is a sign-up.
  known?: boolean
  // What experiments' audiences are judged by; without them a visitor is in no experiment.
  facts?: AudienceFacts
}

export function isInAudience(test: AbTest, visitor: Participant): boolean {
  if (visitor.known && test.goal === 'signup_click') return false
  switch (test.audience) {
    case 'returning':
      return visitor.returning
    case 'emea':
    case 'anz':
      return salesRegionOf(visitor.country) === test.audience
    default:
      return true
  }
}

function isInExperimentAudience(test: LiveTestSettings, visitor: Participant): boolean {
  if (visitor.known && test.goal === 'signup_click') return false
  return visitor.facts !== undefined && matchesAudience(test.audience, visitor.facts)
}

function goalOf(test: LiveTestSettings): AbConversionKind | 'none' {
  return isExperiment(test) ? (test.goal ?? 'none') : (abTestByName(test.testName)?.goal ?? 'none')
}

// `?debug-ab-test-name=test` (its new variation) or `test:variant`, this request only.
export type DebugOverride = { testName: string; variant: string }

/** An experiment's new variation is its second variant. */
export function debugOverride(value: string | null | undefined, experiments: readonly LiveTestSettings[] = []): DebugOverride | undefined {
  if (!value) return undefined
  const [testName = '', asked] = value.trim().toLowerCase().split(':')
  const test = abTestByName(testName)
  const experiment = test ? undefined : experiments.find((candidate) => isExperiment(candidate) && candidate.testName === testName)
  const variants = test ? (test.variants as readonly string[]) : (experiment?.variants.map(({ name }) => name) ?? [])
  const variant = asked ?? test?.newVariation ?? variants[1]
  return variant !== undefined && variants.includes(variant) ? { testName, variant } : undefined
}

export type AbDecision = {
  shown: Record<string, string>
  cookie: AbAssignments | undefined
}

// A visitor without an id (analytics not allowed) takes part in nothing; a debug override is never stored.
export function decideAbVariants({
  tests,
  stored,
  visitor,
  page,
  now,
  debug,
}: {
  tests: readonly LiveTestSettings[]
  stored: AbAssignments
  visitor: Participant
  page: PageFacts
  now: Date
  // Several: a staff preview choosing every test's variant.
  debug?: DebugOverride | readonly DebugOverride[] | undefined
}): AbDecision {
  const shown: Record<string, string> = {}
  const cookie: Record<string, string> = { ...stored }
  let changed = false
  for (const test of tests) {
    if (!testAppliesTo(test, page)) continue
    const signUpGoal = goalOf(test) === 'signup_click'
    if (!isAssigning(test, now)) {
      const everyone = variantWhenNotAssigning(test)
      if (everyone !== test.variants[0]?.name) shown[test.testName] = everyone
      continue
    }
    if (!visitor.visitorId) continue
    const kept = stored[test.testName]
    // A visitor who has since logged in keeps their assignment but is shown control.
    if (kept && test.variants.some((variant) => variant.name === kept) && !(visitor.known && signUpGoal)) {
      shown[test.testName] = kept
      continue
    }
    if (isExperiment(test) ? !isInExperimentAudience(test, visitor) : !isInAudience(abTestByName(test.testName)!, visitor)) continue
    const variant = variantForBucket(test.variants, assignmentBucket(visitor.visitorId, test.testName))
    shown[test.testName] = variant
    cookie[test.testName] = variant
    changed = true
  }
  // Only where the test's code changes the page: elsewhere it would be one more cached copy of the same page.
  for (const override of debug === undefined ? [] : Array.isArray(debug) ? debug : [debug as DebugOverride]) {
    const debugged = abTestByName(override.testName)
    const experiment = tests.find((test) => isExperiment(test) && test.testName === override.testName)
    if (debugged ? codeChangesPage(debugged, page) : experiment?.page === page.path) shown[override.testName] = override.variant
  }
  return { shown, cookie: changed ? cookie : undefined }
}

// Paused tests show control, like none.
export function anyTestShowsVariants(tests: readonly LiveTestSettings[], now: Date): boolean {
  return tests.some((test) => isAssigning(test, now) || variantWhenNotAssigning(test) !== test.variants[0]?.name)
}

export function abRenderVariant(shown: Readonly<Record<string, string>>): RenderVariant {
  return Object.fromEntries(Object.entries(shown).map(([testName, variant]) => [`${AB_VARIANT_PREFIX}${testName}`, variant]))
}

/** The experiments a page may be rendered with: their names and variants. */
export type KnownExperiments = ReadonlyArray<{ testName: string; variants: readonly string[]; page?: string; goalPath?: string }>

// Only what the catalogue and the live experiments know, so a made-up segment cannot fill the cache.
export function abVariantsOfRenderVariant(variant: RenderVariant, experiments: KnownExperiments = []): Record<string, string> | undefined {
  const shown: Record<string, string> = {}
  for (const [key, value] of Object.entries(variant)) {
    if (!key.startsWith(AB_VARIANT_PREFIX)) continue
    const testName = key.slice(AB_VARIANT_PREFIX.length)
    const variants = abTestByName(testName)?.variants ?? experiments.find((experiment) => experiment.testName === testName)?.variants
    if (!variants || !(variants as readonly string[]).includes(value)) return undefined
    shown[testName] = value
  }
  return shown
}

type VariantOf<K extends AbTestKey> = Extract<(typeof AB_TESTS)[number], { key: K }>['variants'][number]

// The one way a component asks which variant its page shows.
export function abVariant<K extends AbTestKey>(shown: Readonly<Record<string, string>> | undefined, key: K): VariantOf<K> {
  const test = AB_TESTS.find((entry) => entry.key === key)!
  const value = shown?.[test.testName]
  return (value && (test.variants as readonly string[]).includes(value) ? value : test.variants[0]) as VariantOf<K>
}
