import { continentOf, isUsOceanicTerritory, parseCountryCode } from './countries'

/**
 * The sales teams a lead goes to, by the prospect's country. EMEA and ANZ have regional
 * contact-sales forms (SPEC §4's A/B test “contact sales forms for EMEA and ANZ”).
 */
export const SALES_REGIONS = ['americas', 'emea', 'anz', 'apac'] as const
export type SalesRegion = (typeof SALES_REGIONS)[number]

/** Asian countries the EMEA team serves: the Middle East, the Caucasus, Turkey and Russia. */
const EMEA_IN_ASIA = [
  'AE', 'AM', 'AZ', 'BH', 'GE', 'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'RU', 'SA', 'SY', 'TR', 'YE',
] as const

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

/** Whether `region` has a regional contact-sales form of its own. */
export function hasRegionalContactSalesForm(region: SalesRegion): boolean {
  return region === 'emea' || region === 'anz'
}
