import { MAX_ATTRIBUTION_VALUE_LENGTH } from '../attribution/attribution'
import { COOKIE_NAMES } from '../consent/cookies'
import { normalisePath } from '../routing/paths'

/**
 * A template's campaign fields (SPEC §3: campaign, source, medium, content, campaign date,
 * slug), taken when it is submitted from the attribution cookies of the visit that brought
 * its author (see attribution.ts). The slug is the path of the page the visitor landed on.
 */
export type TemplateCampaign = {
  campaign?: string
  source?: string
  medium?: string
  content?: string
  /** When the template was submitted, as an ISO date. */
  campaignDate: string
  slug?: string
}

/** Which attribution cookie fills which campaign field. */
export const TEMPLATE_CAMPAIGN_COOKIES = {
  campaign: COOKIE_NAMES.campaign,
  source: COOKIE_NAMES.source,
  medium: COOKIE_NAMES.medium,
  content: COOKIE_NAMES.content,
  slug: COOKIE_NAMES.landingPage,
} as const

type CookieReader = { get(name: string): string | undefined }

/** Cookies are the visitor's to forge: control characters out, trimmed, cut to the attribution limit. */
function cleanCookie(value: string | undefined): string | undefined {
  if (!value) return undefined
  const clean = value
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, MAX_ATTRIBUTION_VALUE_LENGTH)
  return clean === '' ? undefined : clean
}

/** The campaign fields of a template submitted now, from the request's cookies. */
export function templateCampaignFromCookies(cookies: CookieReader, now: Date): TemplateCampaign {
  const campaign: TemplateCampaign = { campaignDate: now.toISOString() }
  for (const field of ['campaign', 'source', 'medium', 'content'] as const) {
    const value = cleanCookie(cookies.get(TEMPLATE_CAMPAIGN_COOKIES[field]))
    if (value !== undefined) campaign[field] = value
  }
  const landingPage = cleanCookie(cookies.get(TEMPLATE_CAMPAIGN_COOKIES.slug))
  // Only a path of this site: the proxy writes one, anything else was not written by us.
  if (landingPage?.startsWith('/') && !landingPage.startsWith('//')) campaign.slug = normalisePath(landingPage)
  return campaign
}
