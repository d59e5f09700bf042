/**
 * The community members' accounts (they share templates; they are not staff): what a sign-up
 * needs, and how a password must look. Payload keeps the password hashed and throttles logins.
 */

export const MEMBER_NAME_MAX_LENGTH = 80

/** Long enough to resist guessing at the login's lockout rate; the upper bound keeps hashing cheap. */
export const MEMBER_PASSWORD_MIN_LENGTH = 10
export const MEMBER_PASSWORD_MAX_LENGTH = 128

/** The sentence for a password that does not fit; undefined when it does. */
export function memberPasswordError(password: unknown): string | undefined {
  if (typeof password !== 'string' || password.length < MEMBER_PASSWORD_MIN_LENGTH) {
    return `Choose a password of at least ${MEMBER_PASSWORD_MIN_LENGTH} characters.`
  }
  if (password.length > MEMBER_PASSWORD_MAX_LENGTH) {
    return `Choose a password of at most ${MEMBER_PASSWORD_MAX_LENGTH} characters.`
  }
  if (password.trim() === '') return 'A password cannot be only spaces.'
  return undefined
}

/** How long a member stays logged in on the site, in seconds. */
export const MEMBER_SESSION_SECONDS = 7 * 24 * 60 * 60

/** How long a password-reset link works. */
export const MEMBER_RESET_LINK_MS = 60 * 60 * 1000
