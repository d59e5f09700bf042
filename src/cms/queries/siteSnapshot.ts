import type { Payload } from 'payload'

import { DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent'
import { settableDefinitions } from '@/domain/cookie-policy'
import { normalisePath } from '@/domain/paths'
import type { RedirectStatusCode } from '@/domain/redirects'
import type { SiteSnapshot } from '@/domain/site-routing'

/**
 * Every redirect, every published page, those with a price table, the consent settings and the
 * cookie definitions: what the proxy routes by and decides and sets cookies by.
 */
export async function loadSiteSnapshot(payload: Payload): Promise<SiteSnapshot> {
  const [redirects, pages, pricedPages, settings, cookieDefinitions] = await Promise.all([
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
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { cookiePolicyVersion: true, consentCountries: true } }),
    payload.find({
      collection: 'cookie-definitions',
      pagination: false,
      depth: 0,
      select: { name: true, category: true, mandatory: true, expiryDays: true, domain: true },
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
  }
}
