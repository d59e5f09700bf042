import type { AbAssignments } from './ab-cookie'
import { AB_TESTS, abTestByName, variantsMatchCode, type AbTest, type AbTestKey } from './ab-tests'
import type { Locale } from './locales'
import type { RenderVariant } from './render-variant'
import { salesRegionOf } from './sales-regions'

/**
 * Which variant of each A/B test a visitor sees (issue 7). Pure: the proxy gives the running
 * tests from its snapshot, the visitor's cookies and the page; the answer is the variants to
 * render and what to remember in the A/B cookie.
 */

/** A test as the proxy's snapshot carries it: its settings in the CMS. Drafts never get there. */
export type LiveTestSettings = {
  testName: string
  status: 'running' | 'paused' | 'finished'
  /** Control first; traffic in whole percent, together 100. */
  variants: ReadonlyArray<{ name: string; traffic: number }>
  /** A finished test's variant for everyone; control when none is declared. */
  winner?: string
  /** Pages the marketer limited the test to; none: wherever the test's code applies. */
  paths?: readonly string[]
  languages?: readonly Locale[]
  startsAt?: string
  endsAt?: string
}

export { parseAbCookie, serializeAbCookie, type AbAssignments } from './ab-cookie'

/** A render variant's key for a test; the value is the variant the page shows. */
export const AB_VARIANT_PREFIX = 'ab-'

/**
 * A number in [0, 100) fixed by the visitor and the test: FNV-1a over both, so the same visitor
 * always lands in the same place of a test, and independently in each test.
 */
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

/** The variant whose share of the traffic covers `bucket`, shares taken in order. */
export function variantForBucket(variants: LiveTestSettings['variants'], bucket: number): string {
  let upTo = 0
  for (const variant of variants) {
    upTo += variant.traffic
    if (bucket < upTo) return variant.name
  }
  return variants[0]?.name ?? 'control'
}

/** Running, and inside its dates when it has them. */
export function isAssigning(test: LiveTestSettings, now: Date): boolean {
  if (test.status !== 'running') return false
  if (test.startsAt && now < new Date(test.startsAt)) return false
  if (test.endsAt && now >= new Date(test.endsAt)) return false
  return true
}

/** What a test that does not assign shows everyone: a finished test's winner, else control. */
export function variantWhenNotAssigning(test: LiveTestSettings): string {
  const control = test.variants[0]?.name ?? 'control'
  return test.status === 'finished' && test.winner && test.variants.some((variant) => variant.name === test.winner) ? test.winner : control
}

/** The page facts a test's scope is checked against. */
export type PageFacts = { path: string; locale: Locale; priced: boolean; product: boolean }

/** Whether the site's code for a test changes this page at all. */
export function codeChangesPage(code: AbTest, page: PageFacts): boolean {
  const pages = code.pages
  return pages === 'all' ? true : pages === 'priced' ? page.priced : pages === 'product' ? page.product : pages.includes(page.path)
}

/**
 * Whether a test's variants change this page: its code's pages, narrowed by the marketer's paths
 * and languages. A test whose variants are not the code's (renamed in the admin) changes nothing.
 */
export function testAppliesTo(test: LiveTestSettings, page: PageFacts): boolean {
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
  /** The visitor's id (the `visitor_id` cookie); undefined when analytics is not allowed. */
  visitorId: string | undefined
  /** Whether the visitor has been on the site before this visit. */
  returning: boolean
  country: string | undefined
  /** Logged in or paying, as the product marks it: left out of tests whose goal is a sign-up. */
  known?: boolean
}

/** Whether the visitor belongs to the test's audience at all. */
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

/** `?debug-ab-test-name=test` (its new variation) or `test:variant`: that variant, this request only. */
export type DebugOverride = { testName: string; variant: string }

export function debugOverride(value: string | null | undefined): DebugOverride | undefined {
  if (!value) return undefined
  const [testName = '', asked] = value.trim().toLowerCase().split(':')
  const test = abTestByName(testName)
  if (!test) return undefined
  const variant = asked ?? test.newVariation
  return (test.variants as readonly string[]).includes(variant) ? { testName, variant } : undefined
}

export type AbDecision = {
  /** Test → variant the page shows, for every test that applies to it (control included). */
  shown: Record<string, string>
  /** The A/B cookie afterwards; undefined when it does not change. */
  cookie: AbAssignments | undefined
}

/**
 * The variants of the tests that apply to a page, for one visitor. A running test keeps the
 * variant the visitor had (while it is still one of its variants), or assigns one from the
 * visitor id and the traffic split; a paused or finished test shows its control or winner to
 * everyone and assigns nobody. A visitor without an id (analytics not allowed) or outside a
 * test's audience takes part in nothing. A debug override shows its variant and is never stored.
 */
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
  /** One override (the debug parameter), or several (a staff preview choosing every test's variant). */
  debug?: DebugOverride | readonly DebugOverride[] | undefined
}): AbDecision {
  const shown: Record<string, string> = {}
  const cookie: Record<string, string> = { ...stored }
  let changed = false
  for (const test of tests) {
    if (!testAppliesTo(test, page)) continue
    const code = abTestByName(test.testName)!
    if (!isAssigning(test, now)) {
      const everyone = variantWhenNotAssigning(test)
      // Control is the page everybody gets; only a declared winner changes it.
      if (everyone !== test.variants[0]?.name) shown[test.testName] = everyone
      continue
    }
    if (!visitor.visitorId) continue
    const kept = stored[test.testName]
    // A visitor who has since logged in keeps their assignment but is shown control.
    if (kept && test.variants.some((variant) => variant.name === kept) && !(visitor.known && code.goal === 'signup_click')) {
      shown[test.testName] = kept
      continue
    }
    if (!isInAudience(code, visitor)) continue
    const variant = variantForBucket(test.variants, assignmentBucket(visitor.visitorId, test.testName))
    shown[test.testName] = variant
    cookie[test.testName] = variant
    changed = true
  }
  // Only where the test's code changes the page: elsewhere it would be one more cached copy of the same page.
  for (const override of debug === undefined ? [] : Array.isArray(debug) ? debug : [debug as DebugOverride]) {
    const debugged = abTestByName(override.testName)
    if (debugged && codeChangesPage(debugged, page)) shown[override.testName] = override.variant
  }
  return { shown, cookie: changed ? cookie : undefined }
}

/** Whether any test would change a page: running, or finished with a winner. Paused ones show control, like none. */
export function anyTestShowsVariants(tests: readonly LiveTestSettings[], now: Date): boolean {
  return tests.some((test) => isAssigning(test, now) || variantWhenNotAssigning(test) !== test.variants[0]?.name)
}

/** The render variant pairs of the variants shown: `ab-{test}` → variant. */
export function abRenderVariant(shown: Readonly<Record<string, string>>): RenderVariant {
  return Object.fromEntries(Object.entries(shown).map(([testName, variant]) => [`${AB_VARIANT_PREFIX}${testName}`, variant]))
}

/**
 * The tests and variants a page variant was rendered with, keeping only what the catalogue
 * knows, so a made-up segment cannot fill the cache; undefined when anything else is there.
 */
export function abVariantsOfRenderVariant(variant: RenderVariant): Record<string, string> | undefined {
  const shown: Record<string, string> = {}
  for (const [key, value] of Object.entries(variant)) {
    if (!key.startsWith(AB_VARIANT_PREFIX)) continue
    const test = abTestByName(key.slice(AB_VARIANT_PREFIX.length))
    if (!test || !(test.variants as readonly string[]).includes(value)) return undefined
    shown[test.testName] = value
  }
  return shown
}

type VariantOf<K extends AbTestKey> = Extract<(typeof AB_TESTS)[number], { key: K }>['variants'][number]

/**
 * The one way a component asks which variant of a test its page shows: control unless the page
 * was rendered for another variant.
 */
export function abVariant<K extends AbTestKey>(shown: Readonly<Record<string, string>> | undefined, key: K): VariantOf<K> {
  const test = AB_TESTS.find((entry) => entry.key === key)!
  const value = shown?.[test.testName]
  return (value && (test.variants as readonly string[]).includes(value) ? value : test.variants[0]) as VariantOf<K>
}
