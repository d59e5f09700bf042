import { z } from 'zod'

import { salesRegionOf, type SalesRegion } from './sales-regions'

/**
 * Book a meeting and get a call: what the site asks the scheduling service after a contact-sales
 * submission, what it makes of the answers, and the rules of the built-in local default that
 * answers when no service is configured. Pure: no framework, no I/O.
 */

export type MeetingRequest = {
  /** ISO 3166-1 alpha-2. */
  country: string
  /** One of COMPANY_SIZE_ORDER; another value is answered as a small company. */
  companySize: string
  product: string
  /** E.164, e.g. +972541234567. */
  phone?: string
  locale: string
}

/** 'unavailable': the scheduling service failed or did not answer in time. */
export type BookMeeting = { status: 'eligible'; bookingUrl?: string } | { status: 'not-eligible' } | { status: 'unavailable' }
export type GetACall = { status: 'available'; withinMinutes: number } | { status: 'not-available' } | { status: 'unavailable' }

export type MeetingOptions = { bookMeeting: BookMeeting; getACall: GetACall }

/** The contact forms' company sizes, smallest first (the order the eligibility rule counts on). */
export const COMPANY_SIZE_ORDER = ['1-19', '20-49', '50-99', '100-249', '250-1499', '1500+'] as const

/** Sales meets teams from this size on; smaller ones are better served by a trial. */
export const SMALLEST_MEETING_SIZE = '50-99' satisfies (typeof COMPANY_SIZE_ORDER)[number]

/** How soon the local default promises a rep's call during sales hours. */
export const LOCAL_CALL_WITHIN_MINUTES = 15

/** Sales hours in the hub's own time: Monday to Friday, from 08:00 until 18:00. */
export const SALES_HOURS = { weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'], fromHour: 8, untilHour: 18 } as const

/** The time zone of each sales region's hub (the regions of src/domain/sales-regions.ts). */
export const SALES_HUB_TIME_ZONES = {
  americas: 'America/New_York',
  emea: 'Europe/London',
  anz: 'Australia/Sydney',
  apac: 'Asia/Singapore',
} as const satisfies Record<SalesRegion, string>

/** A booking link ends up in an href: https only, with a host and no credentials. */
export function isBookingUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000 || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/** A phone a rep can dial: E.164, a plus and 7 to 15 digits. */
export function isDialablePhone(value: unknown): value is string {
  return typeof value === 'string' && /^\+[1-9]\d{6,14}$/.test(value)
}

/** Companies of SMALLEST_MEETING_SIZE people or more may book; the configured link goes along. */
export function bookMeetingEligibility(request: MeetingRequest, config: { bookingUrl?: string | undefined }): BookMeeting {
  const sizes: readonly string[] = COMPANY_SIZE_ORDER
  const size = sizes.indexOf(request.companySize)
  if (size < sizes.indexOf(SMALLEST_MEETING_SIZE)) return { status: 'not-eligible' }
  return isBookingUrl(config.bookingUrl) ? { status: 'eligible', bookingUrl: config.bookingUrl } : { status: 'eligible' }
}

/** The time zone of the hub whose team serves `country`; an unknown country is served from the Americas. */
export function salesHubTimeZone(country: string): string {
  return SALES_HUB_TIME_ZONES[salesRegionOf(country)]
}

/** Whether `now` falls in sales hours in `timeZone`. */
export function isSalesHours(now: Date, timeZone: string): boolean {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(now)
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? ''
  const hour = Number(parts.find((part) => part.type === 'hour')?.value)
  return (SALES_HOURS.weekdays as readonly string[]).includes(weekday) && hour >= SALES_HOURS.fromHour && hour < SALES_HOURS.untilHour
}

/** A rep calls back within LOCAL_CALL_WITHIN_MINUTES when there is a phone to call and the hub is open. */
export function getACallAvailability(request: MeetingRequest, now: Date): GetACall {
  if (!isDialablePhone(request.phone)) return { status: 'not-available' }
  if (!isSalesHours(now, salesHubTimeZone(request.country))) return { status: 'not-available' }
  return { status: 'available', withinMinutes: LOCAL_CALL_WITHIN_MINUTES }
}

/** The scheduling service's answer to POST /book-a-meeting/eligibility. */
export const eligibilityAnswerSchema = z.object({
  eligible: z.boolean(),
  bookingUrl: z.string().refine(isBookingUrl, 'must be an https URL').optional(),
})

/** The scheduling service's answer to POST /get-a-call; a call promised later than a day is no "call now". */
export const getACallAnswerSchema = z.object({
  available: z.boolean(),
  withinMinutes: z.number().int().positive().max(1440).optional(),
})

/** The service's eligibility answer as the site's type; undefined when it does not match the schema. */
export function readEligibilityAnswer(body: unknown): BookMeeting | undefined {
  const answer = eligibilityAnswerSchema.safeParse(body)
  if (!answer.success) return undefined
  if (!answer.data.eligible) return { status: 'not-eligible' }
  return answer.data.bookingUrl ? { status: 'eligible', bookingUrl: answer.data.bookingUrl } : { status: 'eligible' }
}

/** The service's get-a-call answer; an available call without a time promises the local default's. */
export function readGetACallAnswer(body: unknown): GetACall | undefined {
  const answer = getACallAnswerSchema.safeParse(body)
  if (!answer.success) return undefined
  if (!answer.data.available) return { status: 'not-available' }
  return { status: 'available', withinMinutes: answer.data.withinMinutes ?? LOCAL_CALL_WITHIN_MINUTES }
}
