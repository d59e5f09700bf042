import type { LoginOutcome } from './accounts'

export const MEMBER_ACTIONS = [
  'join',
  // Logins are not here: only failed ones count, per address and account (login-limits.ts).
  'forgotPassword',
  'resendVerification',
  // A sign-up with an address that has an account: its owner is emailed instead.
  'existingAccountNotice',
  'verify',
  'resetPassword',
  'unlock',
] as const
export type MemberAction = (typeof MEMBER_ACTIONS)[number]

// Also counted per address, so one inbox cannot be mail-bombed.
export const EMAIL_SENDING_ACTIONS = ['forgotPassword', 'resendVerification', 'existingAccountNotice'] as const satisfies readonly MemberAction[]

// A person's typos and retries fit, a password-guessing or sign-up script does not.
export const MEMBER_ADDRESS_WINDOW_MS = 15 * 60_000

// A few reset or confirmation links for one inbox, never a stream of them.
export const MEMBER_EMAIL_WINDOW_MS = 60 * 60_000

export const DAY_MS = 24 * 60 * 60_000

// Failed logins do not use up sign-ups.
export function memberAddressLimitKey(action: MemberAction, address: string): string {
  return `${action}\n${address}`
}

// Reset and confirmation links share one budget. The sign-up notice has its own: if it used up the
// shared one, a reset request's answer would tell whether the address has an account.
export function memberEmailLimitKey(action: (typeof EMAIL_SENDING_ACTIONS)[number], email: string): string {
  const inbox = email.trim().toLowerCase()
  return action === 'existingAccountNotice' ? `${action}\n${inbox}` : inbox
}

export function sendsEmail(action: MemberAction): action is (typeof EMAIL_SENDING_ACTIONS)[number] {
  return (EMAIL_SENDING_ACTIONS as readonly string[]).includes(action)
}

export function countsAsFailedLogin(outcome: LoginOutcome): boolean {
  return outcome === 'wrongCredentials'
}

export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60))
}

// Per address, whatever like keys the client shows: a client can mint a fresh key by dropping its cookie.
export function likeLimitKey(templateId: number, address: string): string {
  return `like\n${templateId}\n${address}`
}

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
