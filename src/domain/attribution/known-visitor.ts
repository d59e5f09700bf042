import { COOKIE_NAMES } from '../consent/cookies'

/**
 * A visitor the product knows (SPEC §6): the product app marks a logged-in visitor with the
 * platform user and account id cookies and a customer with the paying-account flag. The site only
 * reads them: it offers such a visitor their account instead of a sign-up, and leaves them out
 * of every A/B test whose goal is a sign-up.
 */
export function isKnownVisitor(cookie: (name: string) => string | undefined): boolean {
  const paying = cookie(COOKIE_NAMES.payingAccount)?.trim().toLowerCase()
  if (paying === 'true' || paying === '1') return true
  return Boolean(cookie(COOKIE_NAMES.platformUserId)?.trim() || cookie(COOKIE_NAMES.platformAccountId)?.trim())
}
