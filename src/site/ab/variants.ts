import { abVariant } from '@/domain/ab-assignment'
import { AB_TESTS, type AbTest, type AbTestKey } from '@/domain/ab-tests'

/**
 * The variant a component on this page renders for a test: what the page was rendered with
 * (`abVariant`), except that a test whose code names its pages (the home page, /crm, the cookie
 * policy) shows its control anywhere else. The proxy only shows a test where it applies; a
 * `?debug-ab-test-name=` override is taken on any page, and must not put a home-page band on
 * the pricing page.
 */
export function abVariantOnPage<K extends AbTestKey>(
  context: { ab?: Readonly<Record<string, string>> | undefined; path: string },
  key: K,
): ReturnType<typeof abVariant<K>> {
  const test = AB_TESTS.find((entry) => entry.key === key)
  const pages: AbTest['pages'] | undefined = test?.pages
  if (pages !== undefined && typeof pages !== 'string' && !pages.includes(context.path)) return abVariant(undefined, key)
  return abVariant(context.ab, key)
}
