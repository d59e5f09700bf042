import { z } from 'zod'

import { salesRegionOf, type SalesRegion } from './sales-regions'

// The built-in local default answers when no scheduling service is configured.

export type MeetingRequest = {
  country: string
  // Another value is answered as a small company.
  companySize: string
  product: string
  phone?: string
  locale: string
}

// The scheduling service failed or did not answer in time.
export type BookMeeting = { status: 'eligible'; bookingUrl?: string } | { status: 'not-eligible' } | { status: 'unavailable' }
export type GetACall = { status: 'available'; withinMinutes: number } | { status: 'not-available' } | { status: 'unavailable' }

export type MeetingOptions = { bookMeeting: BookMeeting; getACall: GetACall }

// Smallest first: the eligibility rule counts on the order.
export const COMPANY_SIZE_ORDER = ['1-19', '20-49', '50-99', '100-249', '250-1499', '1500+'] as const

// Smaller teams are better served by a trial.
export const SMALLEST_MEETING_SIZE = '50-99' satisfies (typeof COMPANY_SIZE_ORDER)[number]

export const LOCAL_CALL_WITHIN_MINUTES = 15

// In the hub's own time.
export const SALES_HOURS = { weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], fromHour: 8, untilHour: 18 } as const

export const SALES_HUB_TIME_ZONES = {
  americas: 'America/New_York',
  emea: 'Europe/London',
  anz: 'Australia/Sydney',
  apac: 'Asia/Singapore',
} as const satisfies Record<SalesRegion, string>

// It ends up in an href: https only, with a host and no credentials.
export function isBookingUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000 || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

export function isDialablePhone(value: unknown): value is string {
  return typeof value === 'string' && /^\+[1-9]\d{6,14}$/.test(value)
}

export function bookMeetingEligibility(request: MeetingRequest, config: { bookingUrl?: string | undefined }): BookMeeting {
  const sizes: readonly string[] = COMPANY_SIZE_ORDER
  const size = sizes.indexOf(request.companySize)
  if (size < sizes.indexOf(SMALLEST_MEETING_SIZE)) return { status: 'not-eligible' }
  return isBookingUrl(config.bookingUrl) ? { status: 'eligible', bookingUrl: config.bookingUrl } : { status: 'eligible' }
}

// An unknown country is served from the Americas.
export function salesHubTimeZone(country: string): string {
  return SALES_HUB_TIME_ZONES[salesRegionOf(country)]
}

export function isSalesHours(now: Date, timeZone: string): boolean {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(now)
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? ''
  const hour = Number(parts.find((part) => part.type === 'hour')?.value)
  return (SALES_HOURS.weekdays as readonly string[]).includes(weekday) && hour >= SALES_HOURS.fromHour && hour < SALES_HOURS.untilHour
}

export function getACallAvailability(request: MeetingRequest, now: Date): GetACall {
  if (!isDialablePhone(request.phone)) return { status: 'not-available' }
  if (!isSalesHours(now, salesHubTimeZone(request.country))) return { status: 'not-available' }
  return { status: 'available', withinMinutes: LOCAL_CALL_WITHIN_MINUTES }
}

export const eligibilityAnswerSchema = z.object({
  eligible: z.boolean(),
  bookingUrl: z.string().refine(isBookingUrl, 'must be an https URL').optional(),
})

// A call promised later than a day is no "call now".
export const getACallAnswerSchema = z.object({
  available: z.boolean(),
  withinMinutes: z.number().int().positive().max(1440).optional(),
})

export function readEligibilityAnswer(body: unknown): BookMeeting | undefined {
  const answer = eligibilityAnswerSchema.safeParse(body)
  if (!answer.success) return undefined
  if (!answer.data.eligible) return { status: 'not-eligible' }
  return answer.data.bookingUrl ? { status: 'eligible', bookingUrl: answer.data.bookingUrl } : { status: 'eligible' }
}

// An available call without a time promises the local default's.
export function readGetACallAnswer(body: unknown): GetACall | undefined {
  const answer = getACallAnswerSchema.safeParse(body)
  if (!answer.success) return undefined
  if (!answer.data.available) return { status: 'not-available' }
  return { status: 'available', withinMinutes: answer.data.withinMinutes ?? LOCAL_CALL_WITHIN_MINUTES }
}
