import type { Locale } from '../locales'
import { TEAM_INDUSTRIES, type TeamCluster, type TeamIndustry } from './team-choice'

/**
 * A group of visitors marketers define once and aim experiments and personalisation rules at.
 * An empty list means anyone; every list that is set must match.
 */
export type Audience = {
  countries?: readonly string[]
  languages?: readonly Locale[]
  device?: DeviceClass | 'any'
  visitors?: 'new' | 'returning' | 'any'
  clusters?: readonly TeamCluster[]
  industries?: readonly TeamIndustry[]
}

export const DEVICE_CLASSES = ['mobile', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

// The same test as deploy/nginx.conf's $device_class, so its cache keeps the two apart.
export const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad/i

export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  return userAgent && MOBILE_USER_AGENT.test(userAgent) ? 'mobile' : 'desktop'
}

/** What the proxy knows of a visitor when it judges audiences. */
export type AudienceFacts = {
  country: string
  locale: Locale
  device: DeviceClass
  returning: boolean
  cluster: TeamCluster | undefined
  industry: string | undefined
}

export function isInAudience(audience: Audience | undefined, facts: AudienceFacts): boolean {
  if (!audience) return true
  const within = <T>(list: readonly T[] | undefined, value: T | undefined) => !list?.length || (value !== undefined && list.includes(value))
  if (!within(audience.countries, facts.country.toUpperCase())) return false
  if (!within(audience.languages, facts.locale)) return false
  if (audience.device && audience.device !== 'any' && audience.device !== facts.device) return false
  if (audience.visitors === 'new' && facts.returning) return false
  if (audience.visitors === 'returning' && !facts.returning) return false
  if (!within(audience.clusters, facts.cluster)) return false
  return within(audience.industries as readonly string[] | undefined, facts.industry)
}

/** Only the picker's values count, whatever a cookie says. */
export function audienceIndustry(value: string | undefined): TeamIndustry | undefined {
  const industry = value?.trim().toLowerCase()
  return (TEAM_INDUSTRIES as readonly string[]).includes(industry ?? '') ? (industry as TeamIndustry) : undefined
}
