import { AB_TESTS, abTestByName, DEBUG_AB_TEST_PARAM, type AbTest } from '../ab/catalogue'
import { codeChangesPage, debugOverride, type PageFacts } from '../ab/assignment'
import { parseCountryCode, type CountryCode } from '../countries'
import { PREVIEW_COUNTRY_PARAM, PREVIEW_ROUTE } from './draft-mode'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../locales'
import { localeFromPath, pathFor, validatePagePath } from '../routing/paths'

// Staff preview of drafts, entered only through `GET /api/preview`.

export { DRAFT_MODE_COOKIE, PREVIEW_COUNTRY_PARAM, PREVIEW_EXIT_ROUTE, PREVIEW_ROUTE } from './draft-mode'

// No consent and US dollars first, then consent regions and other currencies.
export const PREVIEW_COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IL', 'AU', 'BR', 'IN', 'JP', 'CA'] as const satisfies readonly CountryCode[]

// Every part rebuilt from known values.
export type PreviewRequest = {
  path: string
  locale: Locale
  country?: CountryCode
  ab: Record<string, string>
}

export type PreviewQuery = {
  path: string | null | undefined
  locale?: string | null | undefined
  country?: string | null | undefined
  ab?: readonly string[]
}

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\\]/

// `path` is judged after resolving it as a browser would, so it cannot leave the site; an explicit
// `locale` wins over the path's prefix.
export function readPreviewQuery(query: PreviewQuery): PreviewRequest | { error: string } {
  const raw = query.path ?? '/'
  if (typeof raw !== 'string' || raw.length > 300 || CONTROL_OR_SPACE.test(raw) || !raw.startsWith('/') || raw.startsWith('//')) {
    return { error: 'path must be a path on this site, such as /pricing.' }
  }
  const base = 'http://preview.invalid'
  let resolved: URL
  try {
    resolved = new URL(raw, base)
  } catch {
    return { error: 'path must be a path on this site, such as /pricing.' }
  }
  if (resolved.origin !== base) return { error: 'path must be a path on this site, such as /pricing.' }
  const split = localeFromPath(resolved.pathname)
  if (validatePagePath(split.path) !== true) return { error: 'path must be a path on this site, such as /pricing.' }
  let locale: Locale = split.locale
  if (query.locale) {
    if (!isLocale(query.locale)) return { error: `locale must be one of the site's language codes, not "${query.locale}".` }
    locale = query.locale
  }
  const country = parseCountryCode(query.country)
  const ab: Record<string, string> = {}
  for (const value of query.ab ?? []) {
    const override = debugOverride(value) ?? experimentOverride(value)
    if (override) ab[override.testName] = override.variant
  }
  return { path: split.path, locale, ...(country ? { country } : {}), ab }
}

// A marketer's experiment is not in the code: the proxy judges it against its snapshot.
function experimentOverride(value: string): { testName: string; variant: string } | undefined {
  const match = /^([a-z][a-z0-9_]{0,79}):([a-z0-9_-]{1,40})$/.exec(value.trim().toLowerCase())
  return match && !abTestByName(match[1]!) ? { testName: match[1]!, variant: match[2]! } : undefined
}

// The proxy reads the country and A/B variants from the query in draft mode.
export function previewPagePath({ path, locale, country, ab }: PreviewRequest): string {
  const query = new URLSearchParams()
  if (country) query.set(PREVIEW_COUNTRY_PARAM, country)
  for (const [testName, variant] of Object.entries(ab).sort(([a], [b]) => a.localeCompare(b))) {
    query.append(DEBUG_AB_TEST_PARAM, `${testName}:${variant}`)
  }
  const search = query.toString()
  return `${pathFor({ path }, locale)}${search ? `?${search}` : ''}`
}

export function previewRouteHref(path: string, locale: Locale = DEFAULT_LOCALE, options: { ab?: Record<string, string> } = {}): string {
  const query = new URLSearchParams({ path, locale })
  for (const [testName, variant] of Object.entries(options.ab ?? {})) query.append(DEBUG_AB_TEST_PARAM, `${testName}:${variant}`)
  return `${PREVIEW_ROUTE}?${query.toString()}`
}

export function abTestsTouchingPage(page: PageFacts): readonly AbTest[] {
  return AB_TESTS.filter((test) => codeChangesPage(test, page))
}

export const MAX_PREVIEW_PAGES_PER_TEST = 12

// A test on every page offers the home page.
export function previewPathsForTest(
  test: AbTest,
  cmsPaths: readonly string[] | null | undefined,
  pagesOfKind: { priced: readonly string[]; product: readonly string[] },
): string[] {
  const paths = cmsPaths?.length
    ? cmsPaths
    : test.pages === 'all'
      ? ['/']
      : test.pages === 'priced'
        ? pagesOfKind.priced
        : test.pages === 'product'
          ? pagesOfKind.product
          : test.pages
  return [...new Set(paths)].sort().slice(0, MAX_PREVIEW_PAGES_PER_TEST)
}
