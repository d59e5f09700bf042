import { describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES } from '@/analytics/collector/limits'
import {
  DATA_KEY_MAX_LENGTH,
  EVENT_NAME_MAX_LENGTH,
  EVENT_NAME_PATTERN,
  FIELD_MAX_LENGTH,
  MAX_BATCH_BYTES,
  MAX_DATA_ENTRIES,
  MAX_EVENTS_PER_BATCH,
  PLATFORM_ID_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@/domain/tracking/limits'
import { trackingBatchSchema, trackingEventSchema } from '@/domain/tracking/event-schema'

/*
 * The browser tracker trims events to these bounds so that the collector never refuses a batch;
 * the collector's schema must accept exactly up to them. Checked through the schema's behaviour,
 * so it holds whether the schema imports the constants or spells them out.
 */
const accepts = (event: Record<string, unknown>) => trackingEventSchema.safeParse({ name: 'e', ...event }).success
const entries = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]))

describe('the tracking limits and the collector schema agree', () => {
  it('on the events in a batch', () => {
    const batch = (count: number) => Array.from({ length: count }, () => ({ name: 'e' }))
    expect(trackingBatchSchema.safeParse(batch(MAX_EVENTS_PER_BATCH)).success).toBe(true)
    expect(trackingBatchSchema.safeParse(batch(MAX_EVENTS_PER_BATCH + 1)).success).toBe(false)
  })

  it('on the length of a name, a text field, a URL and a platform id', () => {
    expect(accepts({ name: 'n'.repeat(EVENT_NAME_MAX_LENGTH) })).toBe(true)
    expect(accepts({ name: 'n'.repeat(EVENT_NAME_MAX_LENGTH + 1) })).toBe(false)
    expect(accepts({ info1: 'x'.repeat(FIELD_MAX_LENGTH) })).toBe(true)
    expect(accepts({ info1: 'x'.repeat(FIELD_MAX_LENGTH + 1) })).toBe(false)
    expect(accepts({ session_replay_url: 'u'.repeat(URL_MAX_LENGTH) })).toBe(true)
    expect(accepts({ session_replay_url: 'u'.repeat(URL_MAX_LENGTH + 1) })).toBe(false)
    expect(accepts({ pulse_user_id: '1'.repeat(PLATFORM_ID_MAX_LENGTH) })).toBe(true)
    expect(accepts({ pulse_user_id: '1'.repeat(PLATFORM_ID_MAX_LENGTH + 1) })).toBe(false)
  })

  it('on the entries of data and the length of their keys', () => {
    expect(accepts({ data: entries(MAX_DATA_ENTRIES) })).toBe(true)
    expect(accepts({ data: entries(MAX_DATA_ENTRIES + 1) })).toBe(false)
    expect(accepts({ data: { ['k'.repeat(DATA_KEY_MAX_LENGTH)]: 1 } })).toBe(true)
    expect(accepts({ data: { ['k'.repeat(DATA_KEY_MAX_LENGTH + 1)]: 1 } })).toBe(false)
  })

  it.each(['page_view', 'a.b:c-d_e', '404_page_retrieved', 'a b', 'é', 'x/y', 'x\ny', '<script>'])('on whether %j is an event name', (name) => {
    expect(accepts({ name })).toBe(EVENT_NAME_PATTERN.test(name))
  })

  it("on the body size, which is the collector's", () => {
    expect(MAX_BATCH_BYTES).toBe(MAX_BODY_BYTES)
  })
})
