import { LOCALE_COOKIE_EXPIRY_DAYS } from '../locales'

export { LOCALE_COOKIE_EXPIRY_DAYS }

export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const

export type CookieCategory = (typeof COOKIE_CATEGORIES)[number]

export function isCookieCategory(value: unknown): value is CookieCategory {
  return typeof value === 'string' && (COOKIE_CATEGORIES as readonly string[]).includes(value)
}

// SPEC §3; `description` feeds the cookie policy page.
export type CookieDefinition = {
  name: string
  category: CookieCategory
  // Only for cookies the site cannot work without.
  mandatory: boolean
  expiryDays?: number
  // The parent domain of the current host when absent.
  domain?: string
  description: string
}

export const DEFAULT_COOKIE_EXPIRY_DAYS = 365
export const MARKETING_TEMPLATE_BOARD_ID_EXPIRY_DAYS = 30
export const STORIES_TEMPLATE_BOARD_ID_EXPIRY_DAYS = 7
export const COUPON_CODE_EXPIRY_DAYS = 1
export const TRIAL_EXTENSION_TOKEN_EXPIRY_DAYS = 1
// The usual web-analytics convention: a visit ends after 30 minutes without a page view.
export const VISIT_ID_EXPIRY_DAYS = 30 / (24 * 60)

export const STORIES_USER_ID_COOKIE = 'stories_{product}_user_id'

export function storiesUserIdCookie(brandSlug: string): string {
  return STORIES_USER_ID_COOKIE.replace('{product}', brandSlug)
}

const STORIES_USER_ID_PATTERN = /^stories_[a-z0-9][a-z0-9_-]*_user_id$/

// The spec names the stories cookies; the others are ours. The `utm_` prefix lets attribution
// cookies be read and cleared as a group.
export const COOKIE_NAMES = {
  campaign: 'utm_campaign',
  campaignId: 'utm_campaign_id',
  source: 'utm_source',
  banner: 'utm_banner',
  medium: 'utm_medium',
  content: 'utm_content',
  retargeting: 'utm_retargeting',
  referrer: 'utm_referrer', // filled from the Referer header of the landing request
  vertical: 'utm_vertical',
  landingPage: 'utm_landing_page', // filled from the first path the visitor landed on
  giftSend: 'utm_gift_send',
  adGroup: 'utm_ad_group',
  keyword: 'utm_keyword',
  ad: 'utm_ad',
  cluster: 'user_cluster', // the use case the visitor picked, e.g. crm or marketing
  industry: 'user_industry',
  locale: 'user_locale',
  visitorId: 'visitor_id', // one browser, across visits
  visitId: 'visit_id', // one visit; the tracker's direct_object
  platformUserId: 'platform_user_id', // set by the product app on log-in; the site only reads it
  platformAccountId: 'platform_account_id', // likewise
  couponCode: 'coupon_code',
  referralToken: 'referral_token',
  trialExtensionToken: 'trial_extension_token',
  freeTierFlags: 'free_tier_flags', // one cookie, comma-separated flags
  pricingVersionFlags: 'pricing_version_flags', // one cookie, comma-separated flags
  abTests: 'ab_tests', // every A/B assignment of the visitor: test name → variant
  payingAccount: 'paying_account', // set by the product app for customers who pay
  consent: 'cookie_consent', // the visitor's consent record
  marketingTemplateBoardId: 'marketing_template_board_id',
  storiesTemplateBoardId: 'stories_template_board_id',
  storiesTemplateType: 'stories_template_type',
  storiesUserId: STORIES_USER_ID_COOKIE,
  dapulseAccountSlugs: 'dapulseAccountSlugs', // the spec's name, shared with the product app
  templateLikeKey: 'template_like_key', // set by the server on a visitor's first like of a community template
} as const

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES]

// The first parameter listed wins when a URL has both; referrer and landing page come from the request.
export const ATTRIBUTION_PARAMETERS = {
  utm_campaign: COOKIE_NAMES.campaign,
  utm_id: COOKIE_NAMES.campaignId, // Google Analytics' standard campaign id parameter
  campaign_id: COOKIE_NAMES.campaignId, // what ad platforms' {campaignid} value tracks are named
  utm_source: COOKIE_NAMES.source,
  utm_banner: COOKIE_NAMES.banner,
  utm_medium: COOKIE_NAMES.medium,
  utm_content: COOKIE_NAMES.content,
  utm_retargeting: COOKIE_NAMES.retargeting,
  utm_vertical: COOKIE_NAMES.vertical,
  gift_send: COOKIE_NAMES.giftSend, // links in gift e-mails sent by customers
  utm_adgroup: COOKIE_NAMES.adGroup, // from the ad platforms' {adgroupid}
  utm_term: COOKIE_NAMES.keyword, // UTM's name for the paid search keyword
  utm_ad: COOKIE_NAMES.ad, // from the ad platforms' {creative}
} as const satisfies Record<string, CookieName>

type DefinitionWithoutName = Omit<CookieDefinition, 'name'>

// Attribution is advertising, so marketing consent.
function attribution(description: string): DefinitionWithoutName {
  return { category: 'marketing', mandatory: false, description }
}

const DEFINITIONS: Record<CookieName, DefinitionWithoutName> = {
  [COOKIE_NAMES.campaign]: attribution('The campaign that brought the visitor, credited when they sign up.'),
  [COOKIE_NAMES.campaignId]: attribution('The advertising platform’s id of that campaign.'),
  [COOKIE_NAMES.source]: attribution('The site or newsletter the visitor came from.'),
  [COOKIE_NAMES.banner]: attribution('The banner the visitor clicked.'),
  [COOKIE_NAMES.medium]: attribution('The kind of channel the visitor came through, such as e-mail or paid search.'),
  [COOKIE_NAMES.content]: attribution('Which version of an advertisement the visitor clicked.'),
  [COOKIE_NAMES.retargeting]: attribution('Whether the visitor came back through a retargeting advertisement.'),
  [COOKIE_NAMES.referrer]: attribution('The page that linked the visitor to the site.'),
  [COOKIE_NAMES.vertical]: attribution('The industry a campaign was aimed at.'),
  [COOKIE_NAMES.landingPage]: attribution('The first page of the site the visitor saw.'),
  [COOKIE_NAMES.giftSend]: attribution('The gift link a customer sent the visitor.'),
  [COOKIE_NAMES.adGroup]: attribution('The advertisement group of the campaign.'),
  [COOKIE_NAMES.keyword]: attribution('The search keyword the advertisement was shown for.'),
  [COOKIE_NAMES.ad]: attribution('The advertisement the visitor clicked.'),
  // Functional: a choice the visitor made, a service they asked for.
  [COOKIE_NAMES.cluster]: {
    category: 'functional',
    mandatory: false,
    description: 'The use case the visitor chose, so pages show matching examples.',
  },
  [COOKIE_NAMES.industry]: {
    category: 'functional',
    mandatory: false,
    description: 'The industry the visitor chose, so pages show matching examples.',
  },
  // Necessary: without it a visitor who picked a language is sent back to the default one.
  [COOKIE_NAMES.locale]: {
    category: 'necessary',
    mandatory: true,
    expiryDays: LOCALE_COOKIE_EXPIRY_DAYS,
    description: 'The language the visitor chose for the site.',
  },
  [COOKIE_NAMES.visitorId]: {
    category: 'analytics',
    mandatory: false,
    description: 'A random id that counts this browser once across visits.',
  },
  [COOKIE_NAMES.visitId]: {
    category: 'analytics',
    mandatory: false,
    expiryDays: VISIT_ID_EXPIRY_DAYS,
    description: 'A random id that groups the pages seen in one visit.',
  },
  // Functional: they let the site offer a customer the way back to their account.
  [COOKIE_NAMES.platformUserId]: {
    category: 'functional',
    mandatory: false,
    description: 'The product user id of a visitor who is logged in, so the site can link to their account.',
  },
  [COOKIE_NAMES.platformAccountId]: {
    category: 'functional',
    mandatory: false,
    description: 'The product account id of a visitor who is logged in, so the site can link to their account.',
  },
  [COOKIE_NAMES.couponCode]: {
    category: 'functional',
    mandatory: false,
    expiryDays: COUPON_CODE_EXPIRY_DAYS,
    description: 'A coupon the visitor opened, applied when they buy.',
  },
  // Marketing: crediting the referrer is attribution.
  [COOKIE_NAMES.referralToken]: {
    category: 'marketing',
    mandatory: false,
    description: 'The referral link the visitor came through, so the referring customer gets the credit.',
  },
  [COOKIE_NAMES.trialExtensionToken]: {
    category: 'functional',
    mandatory: false,
    expiryDays: TRIAL_EXTENSION_TOKEN_EXPIRY_DAYS,
    description: 'A trial extension the visitor was offered, applied when they log in.',
  },
  // Functional: the plans and prices a visitor saw must stay the same until they sign up.
  [COOKIE_NAMES.freeTierFlags]: {
    category: 'functional',
    mandatory: false,
    description: 'Which free plan offers the visitor has seen.',
  },
  [COOKIE_NAMES.pricingVersionFlags]: {
    category: 'functional',
    mandatory: false,
    description: 'Which version of the prices the visitor has seen, so sign-up charges the same.',
  },
  // Analytics: assignments exist to measure which version works better.
  [COOKIE_NAMES.abTests]: {
    category: 'analytics',
    mandatory: false,
    description: 'Which version of each page experiment the visitor sees, so it stays the same.',
  },
  [COOKIE_NAMES.payingAccount]: {
    category: 'functional',
    mandatory: false,
    description: 'Whether the visitor’s account is a paying one, so the site does not offer them a trial.',
  },
  // Necessary: the law requires remembering the choice.
  [COOKIE_NAMES.consent]: {
    category: 'necessary',
    mandatory: true,
    description: 'The visitor’s choice of which cookies the site may set.',
  },
  // Functional: they carry the picked template into the new account.
  [COOKIE_NAMES.marketingTemplateBoardId]: {
    category: 'functional',
    mandatory: false,
    expiryDays: MARKETING_TEMPLATE_BOARD_ID_EXPIRY_DAYS,
    description: 'The template board the visitor picked, added to their new account.',
  },
  [COOKIE_NAMES.storiesTemplateBoardId]: {
    category: 'functional',
    mandatory: false,
    expiryDays: STORIES_TEMPLATE_BOARD_ID_EXPIRY_DAYS,
    description: 'The community template board the visitor picked, added to their new account.',
  },
  [COOKIE_NAMES.storiesTemplateType]: {
    category: 'functional',
    mandatory: false,
    description: 'The kind of community template the visitor was browsing.',
  },
  [COOKIE_NAMES.storiesUserId]: {
    category: 'functional',
    mandatory: false,
    description: 'The community member id of a visitor who shares templates.',
  },
  [COOKIE_NAMES.dapulseAccountSlugs]: {
    category: 'functional',
    mandatory: false,
    description: 'The accounts this browser has logged in to, so the log-in page can offer them.',
  },
  // Necessary: set only on a like, the service asked for; without it a like could not be undone nor counted once.
  [COOKIE_NAMES.templateLikeKey]: {
    category: 'necessary',
    mandatory: true,
    description: 'A random id set when you like a community template, so that each like counts once and can be undone.',
  },
}

export const COOKIE_DEFINITIONS: readonly CookieDefinition[] = Object.entries(DEFINITIONS).map(([name, definition]) => ({ name, ...definition }))

// Definitions may come from the CMS; any `stories_{slug}_user_id` finds the stories definition.
export function cookieDefinition(name: string, definitions: readonly CookieDefinition[] = COOKIE_DEFINITIONS): CookieDefinition | undefined {
  const exact = definitions.find((definition) => definition.name === name)
  if (exact || !STORIES_USER_ID_PATTERN.test(name)) return exact
  const pattern = definitions.find((definition) => definition.name === STORIES_USER_ID_COOKIE)
  return pattern && { ...pattern, name }
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

// Undefined where a browser would reject one. Without a public-suffix list `orbit.co.uk` would get
// `.co.uk`; such a deployment sets `domain` on its definitions instead.
export function parentDomain(hostname: string): string | undefined {
  let host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[') || host.split(':').length > 2) return undefined // IPv6
  host = host.replace(/:\d*$/, '') // a Host header may carry the port
  const labels = host.split('.')
  if (labels.length < 2 || labels.includes('') || IPV4.test(host)) return undefined
  if (labels.at(-1) === 'localhost') return undefined
  return `.${labels.length === 2 ? host : labels.slice(1).join('.')}`
}

// Shared with the product's hosts (`auth.`, `app.`), but only for a request to a host under the
// public address: a browser refuses a Domain the host is not under.
export function cookieDomain(requestHost: string, publicHostname: string): string | undefined {
  const parent = parentDomain(publicHostname)
  if (!parent) return undefined
  const host = requestHost.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '')
  return host === parent.slice(1) || host.endsWith(parent) ? parent : undefined
}

export type CookieAttributes = {
  path: '/'
  domain: string | undefined
  secure: true
  // Days from now, as js-cookie takes them.
  expires: number
}

// SPEC §9
export function cookieAttributes(definition: CookieDefinition, hostname: string): CookieAttributes {
  return {
    path: '/',
    domain: definition.domain ?? parentDomain(hostname),
    secure: true,
    expires: definition.expiryDays ?? DEFAULT_COOKIE_EXPIRY_DAYS,
  }
}

export function uncategorizedCookieMessage(name: string): string {
  return `Cookie ${name} is not categorized`
}

export type CookieCheck =
  { status: 'uncategorized' } | { status: 'allowed'; definition: CookieDefinition } | { status: 'not-approved'; definition: CookieDefinition }

// SPEC §5: every cookie must belong to a configured category. A not-approved cookie is still set
// (the caller raises the event). On the server pass `() => true`.
export function checkCookieCategory(
  name: string,
  isCategoryAllowed: (category: CookieCategory) => boolean,
  report: (message: string) => void,
  definitions: readonly CookieDefinition[] = COOKIE_DEFINITIONS,
): CookieCheck {
  const definition = cookieDefinition(name, definitions)
  if (!definition || !isCookieCategory(definition.category)) {
    report(uncategorizedCookieMessage(name))
    return { status: 'uncategorized' }
  }
  if (definition.mandatory || isCategoryAllowed(definition.category)) {
    return { status: 'allowed', definition }
  }
  return { status: 'not-approved', definition }
}

// Spellings of "allowed" tag managers use.
const GRANTED: readonly unknown[] = [true, 'true', 'granted', 1, '1']

// SPEC §5: unset means the tag manager has not answered yet, counted as allowed (the caller raises
// the event); a value we cannot read is not a consent.
export function consentCategoryAllowed(dataLayerValue: unknown, onUnset: () => void): boolean {
  if (dataLayerValue === undefined || dataLayerValue === null || dataLayerValue === '') {
    onUnset()
    return true
  }
  return GRANTED.includes(dataLayerValue)
}

// Values are not decoded. The one reading of the header shared by the consent check and the lead forms.
export function cookiePairs(header: string | null | undefined): [name: string, value: string][] {
  const pairs: [string, string][] = []
  for (const pair of header ? header.split(/;\s*/) : []) {
    const at = pair.indexOf('=')
    if (at >= 0) pairs.push([pair.slice(0, at), pair.slice(at + 1)])
  }
  return pairs
}

// First value of each name, %-decoded as Next.js writes them; a malformed pair is left out.
export function cookiesFromHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const [rawName, rawValue] of cookiePairs(header)) {
    const name = rawName.trim()
    if (name === '' || cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(rawValue.trim()))
    } catch {
      // A malformed %-escape: that cookie is left out.
    }
  }
  return cookies
}
