import { DEFAULT_COOKIE_EXPIRY_DAYS } from './cookies'

/** A cookie's lifetime in the largest whole unit that fits, for the cookie policy's table. */
export type CookieLifetime = { value: number; unit: 'minute' | 'hour' | 'day' }

const MINUTES_PER_DAY = 24 * 60

/**
 * How long a cookie lives, from its definition's `expiryDays` (absent: the default 365 days).
 * Lifetimes under a day are definitions such as the visit id's 30 minutes.
 */
export function cookieLifetime(expiryDays: number | null | undefined): CookieLifetime {
  const days = expiryDays ?? DEFAULT_COOKIE_EXPIRY_DAYS
  if (days >= 1) return { value: Math.round(days), unit: 'day' }
  const minutes = Math.max(1, Math.round(days * MINUTES_PER_DAY))
  return minutes % 60 === 0 ? { value: minutes / 60, unit: 'hour' } : { value: minutes, unit: 'minute' }
}
