import { COOKIE_NAMES, type CookieName } from './cookies'
import { SOLUTION_CATEGORIES } from './solutions'

/**
 * The cookies a landing URL fills besides the campaign's (attribution.ts): an offer the visitor
 * followed (a coupon, a trial extension, a referral), a template picked on a marketing page, the
 * free-tier and pricing versions a link promised, and the use case or industry chosen. The
 * product reads them on sign-up and checkout: they are shared with it across the parent domain
 * (SPEC §9), so the site's part is to set them, each through its definition and consent.
 */
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

/** Cookies that gather flags: a new flag joins those already there instead of replacing them. */
const FLAG_COOKIES: readonly CookieName[] = [COOKIE_NAMES.freeTierFlags, COOKIE_NAMES.pricingVersionFlags]

const MAX_FLAGS = 10

/** Tokens and codes as products issue them: letters, digits, `-`, `_` and `.`, 128 at most. */
const TOKEN = /^[A-Za-z0-9._-]{1,128}$/

/** A board id: digits. */
const BOARD_ID = /^\d{1,20}$/

/** A flag or an industry: a short lowercase word, `-` or `_` between parts. */
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

/** `a,b` plus `c`: each flag once, the newest last, ten at most. */
function withFlag(existing: string | undefined, flag: string): string {
  const flags = (existing ?? '').split(',').filter((kept) => WORD.test(kept) && kept !== flag)
  return [...flags, flag].slice(-MAX_FLAGS).join(',')
}

/**
 * The cookies a landing URL sets: cookie name → value. A value that is not one the product issues
 * (a made-up board id, an unknown use case, a token with spaces) is ignored rather than stored.
 * The first parameter listed for a cookie wins when a URL has both.
 */
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
