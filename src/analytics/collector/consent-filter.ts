import { consentFromCookieHeader, isCategoryAllowed, type ConsentContext } from '@/domain/consent'
import { consentRegionFor } from '@/domain/consent-region'
import { countryOrDefault, type CountryCode } from '@/domain/countries'

export type ConsentVerdict = { country: CountryCode; analyticsAllowed: boolean }

/** What the request says about the visitor's consent: its headers. */
export type ConsentHeaders = {
  /** The trusted edge's country header. */
  country: string | null
  cookie: string | null
  /** `Sec-GPC`. */
  gpc: string | null
}

/** What the site settings say: the policy in force and the countries added to the legal list. */
export type ConsentSettings = { cookiePolicyVersion: number; consentCountries: readonly string[] }

/**
 * The visitor's consent as the rest of the site sees it (src/domain/consent.ts). The country
 * header comes from the trusted edge; missing or unknown means the default (US), as for the rest
 * of the site.
 */
export function consentContextOf(headers: ConsentHeaders, settings: ConsentSettings): { country: CountryCode; context: ConsentContext } {
  const country = countryOrDefault(headers.country)
  return {
    country,
    context: {
      region: consentRegionFor(country, settings.consentCountries),
      policyVersion: settings.cookiePolicyVersion,
      // Read as the page's head script reads it: the first well-formed value wins.
      choice: consentFromCookieHeader(headers.cookie),
      globalPrivacyControl: headers.gpc?.trim() === '1',
    },
  }
}

/**
 * Whether a visitor's events may be kept: the site's own rule for the analytics category. Every
 * event the site collects counts as analytics, error events included: they carry the visitor id
 * and user agent just like a page view, and a visitor who refused analytics refused that. So in
 * a consent country only an answer to the current cookie policy that grants analytics lets
 * events through; elsewhere they are kept unless the visitor said no to the current policy.
 */
export function consentVerdict(headers: ConsentHeaders, settings: ConsentSettings): ConsentVerdict {
  const { country, context } = consentContextOf(headers, settings)
  return { country, analyticsAllowed: isCategoryAllowed(context, 'analytics') }
}
