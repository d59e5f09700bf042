import { describe, expect, it } from 'vitest'

import {
  capUserAgent,
  COOKIE_EVENTS,
  ERROR_EVENTS,
  isTrackedPath,
  LAYOUT_SHIFT_SESSION_GAP_MS,
  LAYOUT_SHIFT_SESSION_MAX_MS,
  LOG_LEVELS,
  MESSAGES,
  ONE_HOUR_MS,
  PAGE_VIEW_EVENT,
  PERFORMANCE_EVENT,
  TRACKING_SESSION_CACHE_MS,
  trackingSource,
  USER_AGENT_MAX_LENGTH,
} from '@/domain/tracking/tracking'
import { LATEST_INSTANT_MS, MAX_EVENTS_PER_BATCH, storableText, trackingBatchSchema, trackingEventSchema } from '@/domain/tracking/event-schema'

describe('tracking constants', () => {
  it('uses the brand slug in the source', () => {
    expect(trackingSource('orbit')).toBe('orbit_homepage')
  })

  it('has the spec’s messages, levels and timings', () => {
    expect(MESSAGES.missingTracker).toBe('Missing BigBrain in window')
    expect(MESSAGES.loggingFailed).toBe('Logging failed.')
    expect(MESSAGES.loggingExceptionFailed).toBe('Logging exception failed.')
    expect(LOG_LEVELS).toEqual(['debug', 'info', 'warn', 'error'])
    expect(ONE_HOUR_MS).toBe(3_600_000)
    expect(LAYOUT_SHIFT_SESSION_GAP_MS).toBe(1000)
    expect(LAYOUT_SHIFT_SESSION_MAX_MS).toBe(5000)
    expect(TRACKING_SESSION_CACHE_MS).toBe(30_000)
    expect(USER_AGENT_MAX_LENGTH).toBe(350)
    expect(PERFORMANCE_EVENT).toBe('client_performance_measurement')
  })

  it('has one stable snake_case name per error and cookie event', () => {
    const names = [...Object.values(ERROR_EVENTS), ...Object.values(COOKIE_EVENTS), PERFORMANCE_EVENT, PAGE_VIEW_EVENT]
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) {
      expect(name).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/)
      expect(trackingEventSchema.safeParse({ name }).success).toBe(true)
    }
    expect(Object.keys(ERROR_EVENTS)).toHaveLength(20)
  })
})

describe('isTrackedPath', () => {
  it.each(['/external/hp-sync', '/external/hp-sync/', '/external/hp-sync?x=1', '/external/hp-sync/?x=1#y', '/lang/de/external/hp-sync'])(
    'does not track %s',
    (path) => expect(isTrackedPath(path)).toBe(false),
  )

  it.each(['/', '/pricing', '/external', '/external/hp-sync-other', '/lang/de/pricing'])('tracks %s', (path) => expect(isTrackedPath(path)).toBe(true))
})

describe('capUserAgent', () => {
  it('cuts long user agents to 350 characters and leaves short ones', () => {
    expect(capUserAgent('x'.repeat(1000))).toHaveLength(350)
    expect(capUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0')
  })
})

describe('trackingEventSchema', () => {
  const full = {
    name: 'page_view',
    timestamp: 1_700_000_000_000,
    source: 'orbit_homepage',
    group: 'navigation',
    kind: 'click',
    info1: '/pricing/',
    info3: 'header',
    direct_object: '4b5c1e9e-7b0a-4d55-9d33-0f0a3c1a2b3c',
    visitor_id: 'c0ffee',
    screen_size: '1920x1080',
    os_language: 'en-US',
    user_agent: 'Mozilla/5.0',
    session_replay_url: 'https://replay.example/session/1',
    session_replay_start_time: '2024-05-01T10:00:00.000Z',
    value: 0.12,
    data: { rating: 'good', navigationType: 'navigate', delta: 3, bfcache: false, id: null },
    pulse_user_id: 12,
    pulse_account_id: '34',
  }

  it('accepts a full event and turns ISO times into milliseconds', () => {
    const result = trackingEventSchema.parse(full)
    expect(result.timestamp).toBe(1_700_000_000_000)
    expect(result.session_replay_start_time).toBe(Date.parse('2024-05-01T10:00:00.000Z'))
    expect(trackingEventSchema.parse({ name: 'x', timestamp: '2024-05-01T10:00:00+02:00' }).timestamp).toBe(Date.parse('2024-05-01T08:00:00Z'))
  })

  it('needs only a name', () => {
    expect(trackingEventSchema.parse({ name: 'client_exception' })).toEqual({ name: 'client_exception' })
  })

  it('caps the user agent at 350 characters instead of refusing it', () => {
    const result = trackingEventSchema.parse({ name: 'x', user_agent: 'M'.repeat(2000) })
    expect(result.user_agent).toHaveLength(350)
  })

  it.each([
    ['no name', { source: 'x' }],
    ['an empty name', { name: '' }],
    ['a name over 100 characters', { name: 'a'.repeat(101) }],
    ['a name with spaces', { name: 'page view' }],
    ['a name with markup', { name: '<script>' }],
    ['an oversized field', { name: 'x', info1: 'a'.repeat(501) }],
    ['an oversized replay URL', { name: 'x', session_replay_url: `https://x.example/${'a'.repeat(2048)}` }],
    ['an object where text goes', { name: 'x', info1: { nested: true } }],
    ['a number where text goes', { name: 'x', visitor_id: 42 }],
    ['a user agent that is not text', { name: 'x', user_agent: ['Mozilla'] }],
    ['a bad timestamp', { name: 'x', timestamp: 'yesterday' }],
    ['a negative timestamp', { name: 'x', timestamp: -1 }],
    ['a fractional timestamp', { name: 'x', timestamp: 1.5 }],
    ['an infinite value', { name: 'x', value: Number.POSITIVE_INFINITY }],
    ['nested data', { name: 'x', data: { a: { b: 1 } } }],
    ['too many data entries', { name: 'x', data: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }],
    ['an unknown field', { name: 'x', password: 'secret' }],
    ['an array', [{ name: 'x' }]],
    ['nothing', null],
    // Times PostgreSQL's timestamptz cannot hold, or that a four-digit ISO year cannot write.
    ['an ISO time in year 0', { name: 'x', timestamp: '0000-01-01T00:00:00Z' }],
    ['an ISO time before 1970', { name: 'x', timestamp: '1969-12-31T23:59:59Z' }],
    ['a time in year 10000', { name: 'x', timestamp: 253_402_300_800_000 }],
    ['a replay start in year 10000', { name: 'x', session_replay_start_time: LATEST_INSTANT_MS + 1 }],
    ['an unsafe integer time', { name: 'x', timestamp: Number.MAX_SAFE_INTEGER + 1 }],
    ['a NUL in the name', { name: 'x\u0000' }],
  ])('refuses %s', (_label, input) => {
    expect(trackingEventSchema.safeParse(input).success).toBe(false)
  })

  it('takes times from 1970-01-01 to 9999-12-31', () => {
    expect(trackingEventSchema.parse({ name: 'x', timestamp: 0 }).timestamp).toBe(0)
    expect(trackingEventSchema.parse({ name: 'x', timestamp: '9999-12-31T23:59:59.999Z' }).timestamp).toBe(LATEST_INSTANT_MS)
    expect(new Date(LATEST_INSTANT_MS).toISOString()).toBe('9999-12-31T23:59:59.999Z')
  })

  it('strips NUL and replaces lone surrogates in every text, so PostgreSQL can store it', () => {
    const nul = 'a\u0000b'
    const lone = 'x\uD83D' // the first half of an emoji, cut off
    const result = trackingEventSchema.parse({
      name: 'x',
      info1: nul,
      info3: lone,
      visitor_id: '\uDE00y',
      user_agent: nul,
      session_replay_url: nul,
      pulse_user_id: nul,
      data: { [nul]: lone, k: nul, ok: '😀' },
    })
    expect(result).toMatchObject({
      info1: 'ab',
      info3: 'x\uFFFD',
      visitor_id: '\uFFFDy',
      user_agent: 'ab',
      session_replay_url: 'ab',
      pulse_user_id: 'ab',
      data: { ab: 'x\uFFFD', k: 'ab', ok: '😀' },
    })
    // What jsonb takes: no \u0000 and no lone \udxxx escape in the JSON text.
    expect(JSON.stringify(result.data)).not.toMatch(/\\u0000|\\ud[89a-f]/i)
  })

  it('keeps the user agent storable when the 350-character cut splits an emoji', () => {
    const result = trackingEventSchema.parse({ name: 'x', user_agent: `${'a'.repeat(349)}😀` })
    expect(result.user_agent).toBe(`${'a'.repeat(349)}\uFFFD`)
  })
})

describe('storableText', () => {
  it('leaves well-formed text alone and never grows it', () => {
    expect(storableText('Grüße 😀 \u00A0')).toBe('Grüße 😀 \u00A0')
    expect(storableText('\u0000\uD800\uDC00\uDC00\uD800')).toBe('\uD800\uDC00\uFFFD\uFFFD')
  })
})

describe('trackingBatchSchema', () => {
  it('takes 1 to 50 events', () => {
    expect(MAX_EVENTS_PER_BATCH).toBe(50)
    expect(trackingBatchSchema.safeParse([{ name: 'a' }]).success).toBe(true)
    expect(trackingBatchSchema.safeParse(Array.from({ length: 50 }, () => ({ name: 'a' }))).success).toBe(true)
    expect(trackingBatchSchema.safeParse(Array.from({ length: 51 }, () => ({ name: 'a' }))).success).toBe(false)
    expect(trackingBatchSchema.safeParse([]).success).toBe(false)
    expect(trackingBatchSchema.safeParse({ name: 'a' }).success).toBe(false)
  })

  it('refuses the whole batch when one event is bad', () => {
    expect(trackingBatchSchema.safeParse([{ name: 'a' }, { name: '' }]).success).toBe(false)
  })
})
