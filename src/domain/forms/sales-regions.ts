import { continentOf, isUsOceanicTerritory, parseCountryCode, type CountryCode } from '../countries'

/**
 * The sales teams a lead goes to, by the prospect's country. EMEA and ANZ have regional
 * contact-sales forms (SPEC §4's A/B test “contact sales forms for EMEA and ANZ”).
 */
export const SALES_REGIONS = ['americas', 'emea', 'anz', 'apac'] as const
export type SalesRegion = (typeof SALES_REGIONS)[number]

/** Asian countries the EMEA team serves: the Middle East, the Caucasus, Turkey and Russia. */
const EMEA_IN_ASIA = ['AE', 'AM', 'AZ', 'BH', 'GE', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'RU', 'SA', 'SY', 'TR', 'YE'] as const

const ANZ = ['AU', 'NZ'] as const

/** The region whose team answers a prospect from `country`; the Americas when it is unknown (the default country is US). */
export function salesRegionOf(country: unknown): SalesRegion {
  const code = parseCountryCode(country)
  if (!code) return 'americas'
  if ((ANZ as readonly string[]).includes(code)) return 'anz'
  // Guam and its neighbours are served from the US, though the reference data puts them in Oceania.
  if (isUsOceanicTerritory(code)) return 'americas'
  if ((EMEA_IN_ASIA as readonly string[]).includes(code)) return 'emea'
  switch (continentOf(code)?.code) {
    case 'EU':
    case 'AF':
      return 'emea'
    case 'NA':
    case 'SA':
      return 'americas'
    default:
      return 'apac' // the rest of Asia and Oceania, and Antarctica's research stations
  }
}

/** The regions with a contact-sales form of their own (the A/B tests contact_sales_form_emea and _anz). */
export type RegionalFormRegion = 'emea' | 'anz'

export function hasRegionalContactSalesForm(region: SalesRegion): region is RegionalFormRegion {
  return region === 'emea' || region === 'anz'
}

/** The countries a regional form suggests first: where most of that team's prospects are. */
export const REGIONAL_FORM_COUNTRIES = {
  emea: ['GB', 'DE', 'FR', 'NL', 'ES', 'IT', 'IL', 'AE', 'ZA'],
  anz: ['AU', 'NZ'],
} as const satisfies Record<RegionalFormRegion, readonly CountryCode[]>
