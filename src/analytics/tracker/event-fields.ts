import { capUserAgent } from '@/domain/tracking/tracking'
import type { TrackingEventInput } from '@/domain/tracking/event-schema'
import {
  DATA_KEY_MAX_LENGTH,
  EARLIEST_INSTANT_MS,
  EVENT_NAME_MAX_LENGTH,
  EVENT_NAME_PATTERN,
  FIELD_MAX_LENGTH,
  LATEST_INSTANT_MS,
  MAX_DATA_ENTRIES,
  PLATFORM_ID_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@/domain/tracking/limits'

import type { TrackEventFields } from '../commands'

/** The collector refuses a whole batch for one bad event, so only known keys go, text cut to its bounds (SPEC §3). */

export type TrackerEvent = TrackingEventInput & { name: string; timestamp: number }

type EventData = NonNullable<TrackingEventInput['data']>

export type PageContext = Pick<TrackerEvent, 'source' | 'screen_size' | 'os_language' | 'user_agent'>

/** Known only once analytics is allowed: the cookies behind them are analytics cookies. */
export type Identity = { visitor_id: string; direct_object: string }

export type UtmContext = { utm_cluster_id?: string; utm_locale_id?: string }

export type SessionReplay = { session_replay_url: string; session_replay_start_time: number }

/** A replay tool's recording of this visit, or undefined for what the collector would refuse. */
export function sessionReplay(url: unknown, startTime: unknown): SessionReplay | undefined {
  if (typeof url !== 'string' || url.length > URL_MAX_LENGTH || !/^https?:\/\//.test(url) || !URL.canParse(url)) return undefined
  const start = typeof startTime === 'number' ? startTime : typeof startTime === 'string' ? Date.parse(startTime) : Number.NaN
  if (!Number.isSafeInteger(start) || start < EARLIEST_INSTANT_MS || start > LATEST_INSTANT_MS) return undefined
  return { session_replay_url: url, session_replay_start_time: start }
}

type BrowserLike = {
  screen: Pick<Screen, 'width' | 'height'>
  navigator: Pick<Navigator, 'language' | 'userAgent'>
}

export function pageContext(source: string, { screen, navigator }: BrowserLike): PageContext {
  return {
    source,
    screen_size: `${screen.width}x${screen.height}`,
    os_language: clampText(navigator.language),
    user_agent: capUserAgent(navigator.userAgent),
  }
}

export function isValidEventName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= EVENT_NAME_MAX_LENGTH && EVENT_NAME_PATTERN.test(name)
}

export function clampText(value: string): string {
  return value.slice(0, FIELD_MAX_LENGTH)
}

const TEXT_FIELDS = ['group', 'kind', 'info1', 'info3'] as const

export function buildEvent(
  name: string,
  fields: TrackEventFields | undefined,
  { page, utm, replay, timestamp }: { page: PageContext; utm: UtmContext; replay?: SessionReplay; timestamp: number },
): TrackerEvent | undefined {
  if (!isValidEventName(name)) return undefined
  const event: TrackerEvent = { name, timestamp, ...page, ...replay }
  for (const key of TEXT_FIELDS) {
    const value: unknown = fields?.[key]
    // Callers pass numbers now and then (an id, a count): text is what the collector stores.
    if (typeof value === 'string' || typeof value === 'number') event[key] = clampText(String(value))
  }
  if (typeof fields?.value === 'number' && Number.isFinite(fields.value)) event.value = fields.value
  const pulseUser = platformId(fields?.pulse_user_id)
  if (pulseUser !== undefined) event.pulse_user_id = pulseUser
  const pulseAccount = platformId(fields?.pulse_account_id)
  if (pulseAccount !== undefined) event.pulse_account_id = pulseAccount
  const data = flatData({ ...utmData(utm), ...fields?.data })
  if (data) event.data = data
  return event
}

export function withIdentity(event: TrackerEvent, identity: Identity): TrackerEvent {
  return { ...event, ...identity }
}

function utmData(utm: UtmContext): EventData {
  const data: EventData = {}
  if (utm.utm_cluster_id) data.utm_cluster_id = utm.utm_cluster_id
  if (utm.utm_locale_id) data.utm_locale_id = utm.utm_locale_id
  return data
}

function flatData(input: Record<string, unknown>): EventData | undefined {
  const data: EventData = {}
  let count = 0
  for (const [key, value] of Object.entries(input)) {
    if (count >= MAX_DATA_ENTRIES) break
    if (key.length > DATA_KEY_MAX_LENGTH) continue
    if (typeof value === 'string') data[key] = clampText(value)
    else if (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'boolean' || value === null) {
      data[key] = value as number | boolean | null
    } else continue
    count += 1
  }
  return count > 0 ? data : undefined
}

function platformId(value: unknown): string | number | undefined {
  if (typeof value === 'string' && value.length > 0) return value.slice(0, PLATFORM_ID_MAX_LENGTH)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  return undefined
}
