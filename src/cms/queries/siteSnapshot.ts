import type { Payload } from 'payload'

import type { LiveTestSettings } from '@/domain/ab-assignment'

import { DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent'
import { settableDefinitions } from '@/domain/cookie-policy'
import { normalisePath } from '@/domain/paths'
import type { RedirectStatusCode } from '@/domain/redirects'
import type { SiteSnapshot } from '@/domain/site-routing'
import type { AbTest } from '@/payload-types'

/**
 * Every redirect, every published page, those with a price table, the consent settings and the
 * cookie definitions: what the proxy routes by and decides and sets cookies by.
 */
export async function loadSiteSnapshot(payload: Payload): Promise<SiteSnapshot> {
  const [redirects, pages, pricedPages, settings, cookieDefinitions, productPages, abTests] = await Promise.all([
    payload.find({ collection: 'redirects', pagination: false, depth: 0, select: { from: true, to: true, statusCode: true } }),
    payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
      select: { path: true, onlyInLocales: true },
    }),
    payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
      where: { 'layout.blockType': { equals: 'pricingTable' } },
      select: { path: true },
    }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { cookiePolicyVersion: true, consentCountries: true, defaultCountry: true } }),
    payload.find({
      collection: 'cookie-definitions',
      pagination: false,
      depth: 0,
      select: { name: true, category: true, mandatory: true, expiryDays: true, domain: true },
    }),
    payload.find({
      collection: 'pages',
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
      where: { miniSite: { exists: true } },
      select: { path: true },
    }),
    // Only the site reads test settings (marketers' access); drafts do nothing yet.
    payload.find({
      collection: 'ab-tests',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      where: { status: { not_equals: 'draft' } },
      select: { testName: true, status: true, variants: true, winner: true, paths: true, languages: true, startsAt: true, endsAt: true },
    }),
  ])
  return {
    redirects: redirects.docs.map(({ from, to, statusCode }) => ({
      from: normalisePath(from),
      to,
      statusCode: Number(statusCode) as RedirectStatusCode,
    })),
    pages: pages.docs.map(({ path, onlyInLocales }) => (onlyInLocales?.length ? { path, locales: onlyInLocales } : { path })),
    pricedPaths: pricedPages.docs.map((page) => page.path),
    consent: {
      policyVersion: settings.cookiePolicyVersion ?? DEFAULT_COOKIE_POLICY_VERSION,
      extraCountries: settings.consentCountries ?? [],
    },
    cookieDefinitions: settableDefinitions(cookieDefinitions.docs),
    productPaths: productPages.docs.map((page) => page.path),
    abTests: abTests.docs.flatMap((test) => (test.status === 'draft' ? [] : [liveTestSettings({ ...test, status: test.status })])),
    defaultCountry: settings.defaultCountry,
  }
}

/** A test's settings as the proxy needs them, empty optional parts left out. */
function liveTestSettings(
  test: Pick<AbTest, 'testName' | 'variants' | 'winner' | 'paths' | 'languages' | 'startsAt' | 'endsAt'> & { status: LiveTestSettings['status'] },
): LiveTestSettings {
  return {
    testName: test.testName,
    status: test.status,
    variants: (test.variants ?? []).map(({ name, traffic }) => ({ name, traffic })),
    ...(test.winner ? { winner: test.winner } : {}),
    ...(test.paths?.length ? { paths: test.paths.map(normalisePath) } : {}),
    ...(test.languages?.length ? { languages: test.languages } : {}),
    ...(test.startsAt ? { startsAt: test.startsAt } : {}),
    ...(test.endsAt ? { endsAt: test.endsAt } : {}),
  }
}
