import { parseConsent } from '@/domain/consent'
import { COOKIE_NAMES } from '@/domain/cookies'
import { countryOrDefault, requiresConsent, type CountryCode } from '@/domain/countries'

export type ConsentVerdict = { country: CountryCode; analyticsAllowed: boolean }

/**
 * Whether a visitor's events may be kept. Every event the site collects counts as analytics,
 * error events included: they carry the visitor id and user agent just like a page view, and a
 * visitor who refused analytics refused that. In a consent country only a valid choice that
 * grants analytics lets events through; elsewhere they are kept unless the visitor said no.
 * The country header comes from the trusted edge; missing or unknown means the default (US),
 * as for the rest of the site.
 */
export function consentVerdict(countryHeader: string | null, cookieHeader: string | null): ConsentVerdict {
  const country = countryOrDefault(countryHeader)
  const choice = parseConsent(readCookie(cookieHeader, COOKIE_NAMES.consent))
  const analyticsAllowed = requiresConsent(country) ? choice?.granted.analytics === true : choice?.granted.analytics !== false
  return { country, analyticsAllowed }
}

/** One cookie's value from a Cookie header; the first one wins when a name repeats. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue
    const raw = pair.slice(separator + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}
