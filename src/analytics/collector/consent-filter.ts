import { consentFromCookieHeader, isCategoryAllowed, type ConsentContext } from '@/domain/consent/consent'
import { consentRegionFor } from '@/domain/consent/region'
import { countryOrDefault, type CountryCode } from '@/domain/countries'

export type ConsentVerdict = { country: CountryCode; analyticsAllowed: boolean }

export type ConsentHeaders = {
  country: string | null
  cookie: string | null
  gpc: string | null
}

export type ConsentSettings = { cookiePolicyVersion: number; consentCountries: readonly string[] }

/** As the rest of the site sees it (src/domain/consent/consent.ts); a missing country means the default. */
export function consentContextOf(headers: ConsentHeaders, settings: ConsentSettings): { country: CountryCode; context: ConsentContext } {
  const country = countryOrDefault(headers.country)
  return {
    country,
    context: {
      region: consentRegionFor(country, settings.consentCountries),
      policyVersion: settings.cookiePolicyVersion,
      choice: consentFromCookieHeader(headers.cookie),
      globalPrivacyControl: headers.gpc?.trim() === '1',
    },
  }
}

/**
 * Every collected event counts as analytics, errors included: they carry the visitor id and user
 * agent like a page view, and a visitor who refused analytics refused that.
 */
export function consentVerdict(headers: ConsentHeaders, settings: ConsentSettings): ConsentVerdict {
  const { country, context } = consentContextOf(headers, settings)
  return { country, analyticsAllowed: isCategoryAllowed(context, 'analytics') }
}
