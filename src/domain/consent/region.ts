import type { ConsentRegion } from './consent'
import { CONSENT_REQUIRED_COUNTRIES, countryOrDefault } from '../countries'

// Apart from consent.ts, which the browser bundles: the country table behind it is large.

// Missing or unknown means the default country, US. Admins may add countries (`extraCountries`) but
// not take any off the legal list: that takes a code change.
export function consentRegionFor(country: unknown, extraCountries: Iterable<string> = []): ConsentRegion {
  const code = countryOrDefault(country)
  const required = (CONSENT_REQUIRED_COUNTRIES as readonly string[]).includes(code) || new Set(extraCountries).has(code)
  return required ? 'required' : 'not-required'
}
