import type { LoginOutcome } from './community-accounts'

/**
 * The abuse limits of community accounts and their uploads and likes: which actions count
 * against which budget, and the keys and windows they count in. The counting itself is a
 * RateLimiter (rate-limit.ts). Pure.
 */

/** The account actions a client may only repeat so often from one address. */
export const MEMBER_ACTIONS = [
  'join',
  // Logins are not here: only failed ones count, per address (failedLoginDecision).
  'forgotPassword',
  'resendVerification',
  // A sign-up with an address that has an account: its owner is emailed instead.
  'existingAccountNotice',
  'verify',
  'resetPassword',
  'unlock',
] as const
export type MemberAction = (typeof MEMBER_ACTIONS)[number]

/** The actions that send an email to the address given: also counted per address, so one inbox cannot be mail-bombed. */
export const EMAIL_SENDING_ACTIONS = ['forgotPassword', 'resendVerification', 'existingAccountNotice'] as const satisfies readonly MemberAction[]

/** Fifteen minutes: a person's typos and retries fit, a password-guessing or sign-up script does not. */
export const MEMBER_ADDRESS_WINDOW_MS = 15 * 60_000

/** An hour: a few reset or confirmation links for one inbox, never a stream of them. */
export const MEMBER_EMAIL_WINDOW_MS = 60 * 60_000

/** A day, for the image quota and for likes per address and template. */
export const DAY_MS = 24 * 60 * 60_000

/** Each action has its own budget per client address: failed logins do not use up sign-ups. */
export function memberAddressLimitKey(action: MemberAction, address: string): string {
  return `${action}\n${address}`
}

/**
 * The budget per inbox of an action that emails it; the address as typed, in any case. Reset and
 * confirmation links share one budget. The sign-up notice, sent only when the address has an
 * account, has its own: if it used up the shared one, a reset request's answer would tell
 * whether the address has an account.
 */
export function memberEmailLimitKey(action: (typeof EMAIL_SENDING_ACTIONS)[number], email: string): string {
  const inbox = email.trim().toLowerCase()
  return action === 'existingAccountNotice' ? `${action}\n${inbox}` : inbox
}

export function sendsEmail(action: MemberAction): action is (typeof EMAIL_SENDING_ACTIONS)[number] {
  return (EMAIL_SENDING_ACTIONS as readonly string[]).includes(action)
}

/** The login outcomes that count against the address: a wrong email or password, or a try at a locked account. */
export function countsAsFailedLogin(outcome: LoginOutcome): boolean {
  return outcome === 'wrongCredentials' || outcome === 'locked'
}

/** Whole minutes to wait, at least one, for the visitor's "Try again in N minutes". */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

/**
 * A like counts at most this way per client address, template and day, whatever like keys the
 * client shows (a client can mint a fresh key by dropping its cookie): `likesPerDay` likes of one
 * template from one address, enough for a household or an office behind one address.
 */
export function likeLimitKey(templateId: number, address: string): string {
  return `like\n${templateId}\n${address}`
}

/**
 * A daily quota's answer (images uploaded, templates shared) from what the member did in the
 * last day: allowed, or the seconds until the oldest of those leaves the window.
 */
export function dailyQuotaDecision(
  uploadsInWindow: number,
  oldestUploadAt: number | undefined,
  quota: number,
  now: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (uploadsInWindow < quota) return { allowed: true }
  const freeAt = (oldestUploadAt ?? now) + DAY_MS
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) }
}
