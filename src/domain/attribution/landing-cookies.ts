import { COOKIE_NAMES, type CookieName } from '../consent/cookies'
import { SOLUTION_CATEGORIES } from '../pages/solutions'

// The product reads these on sign-up and checkout across the parent domain (SPEC §9); the site only
// sets them, each through its definition and consent.
export const LANDING_PARAMETERS = {
  coupon: COOKIE_NAMES.couponCode,
  coupon_code: COOKIE_NAMES.couponCode,
  trial_extension_token: COOKIE_NAMES.trialExtensionToken,
  referral_token: COOKIE_NAMES.referralToken,
  ref: COOKIE_NAMES.referralToken,
  marketing_template_board_id: COOKIE_NAMES.marketingTemplateBoardId,
  free_tier: COOKIE_NAMES.freeTierFlags,
  pricing_version: COOKIE_NAMES.pricingVersionFlags,
  cluster: COOKIE_NAMES.cluster,
  industry: COOKIE_NAMES.industry,
} as const satisfies Record<string, CookieName>

// A new flag joins those already there instead of replacing them.
const FLAG_COOKIES: readonly CookieName[] = [COOKIE_NAMES.freeTierFlags, COOKIE_NAMES.pricingVersionFlags]

const MAX_FLAGS = 10

const TOKEN = /^[A-Za-z0-9._-]{1,128}$/

const BOARD_ID = /^\d{1,20}$/

const WORD = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

function validValue(cookie: CookieName, raw: string): string | undefined {
  const value = raw.trim()
  switch (cookie) {
    case COOKIE_NAMES.marketingTemplateBoardId:
      return BOARD_ID.test(value) ? value : undefined
    case COOKIE_NAMES.cluster:
      return (SOLUTION_CATEGORIES as readonly string[]).includes(value.toLowerCase()) ? value.toLowerCase() : undefined
    case COOKIE_NAMES.industry:
    case COOKIE_NAMES.freeTierFlags:
    case COOKIE_NAMES.pricingVersionFlags:
      return value.length <= 40 && WORD.test(value.toLowerCase()) ? value.toLowerCase() : undefined
    default:
      return TOKEN.test(value) ? value : undefined
  }
}

function withFlag(existing: string | undefined, flag: string): string {
  const flags = (existing ?? '').split(',').filter((kept) => WORD.test(kept) && kept !== flag)
  return [...flags, flag].slice(-MAX_FLAGS).join(',')
}

// A value the product would not issue is ignored rather than stored; the first parameter listed wins.
export function landingCookies(searchParams: URLSearchParams, existing: (name: string) => string | undefined): Map<CookieName, string> {
  const set = new Map<CookieName, string>()
  for (const [parameter, cookie] of Object.entries(LANDING_PARAMETERS)) {
    if (set.has(cookie)) continue
    const raw = searchParams.get(parameter)
    const value = raw === null ? undefined : validValue(cookie, raw)
    if (value === undefined) continue
    set.set(cookie, FLAG_COOKIES.includes(cookie) ? withFlag(existing(cookie), value) : value)
  }
  return set
}
