import { describe, expect, it } from 'vitest'

import { buildEvent, pageContext, withIdentity } from '@/analytics/tracker/event-fields'
import { trackingBatchSchema } from '@/domain/tracking/event-schema'

const browser = {
  screen: { width: 1440, height: 900 },
  navigator: { language: 'de-DE', userAgent: `Mozilla/5.0 ${'x'.repeat(600)}` },
}
const page = pageContext('orbit_homepage', browser)
const at = { page, utm: {}, timestamp: 1_732_000_000_000 }

describe('the events the tracker builds', () => {
  it('carry the spec fields: time, source, screen, language and the user agent cut at 350', () => {
    const event = buildEvent('page_view', { info1: '/pricing/' }, at)
    expect(event).toEqual({
      name: 'page_view',
      timestamp: 1_732_000_000_000,
      source: 'orbit_homepage',
      screen_size: '1440x900',
      os_language: 'de-DE',
      user_agent: browser.navigator.userAgent.slice(0, 350),
      info1: '/pricing/',
    })
    expect(event?.user_agent).toHaveLength(350)
  })

  it('add the visitor id and the visit id as direct_object when sent', () => {
    const event = buildEvent('page_view', {}, at)!
    expect(withIdentity(event, { visitor_id: 'v-1', direct_object: 'visit-1' })).toMatchObject({
      visitor_id: 'v-1',
      direct_object: 'visit-1',
    })
  })

  it('keep only the keys the collector accepts, cut text to its bounds and drop what it would refuse', () => {
    const fields = {
      group: 'g',
      kind: 7,
      info3: 'y'.repeat(900),
      value: Number.NaN,
      data: { ok: 1, bad: Number.POSITIVE_INFINITY, nested: { no: true }, ['k'.repeat(101)]: 'long key' },
      surprise: 'not a column',
    } as unknown as Parameters<typeof buildEvent>[1]
    const event = buildEvent('client_exception', fields, at)!
    expect(event.group).toBe('g')
    expect(event.kind).toBe('7')
    expect(event.info3).toHaveLength(500)
    expect(event).not.toHaveProperty('value')
    expect(event).not.toHaveProperty('surprise')
    expect(event.data).toEqual({ ok: 1 })
  })

  it('refuse names the collector refuses rather than poisoning a batch', () => {
    expect(buildEvent('page view', {}, at)).toBeUndefined()
    expect(buildEvent('a'.repeat(101), {}, at)).toBeUndefined()
    expect(buildEvent('', {}, at)).toBeUndefined()
  })

  it('carry the utm cluster and locale ids in data, with at most 20 entries', () => {
    const data = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`d${index}`, index]))
    const event = buildEvent('page_view', { data }, { ...at, utm: { utm_cluster_id: 'crm', utm_locale_id: 'de' } })!
    expect(event.data).toMatchObject({ utm_cluster_id: 'crm', utm_locale_id: 'de' })
    expect(Object.keys(event.data!)).toHaveLength(20)
  })

  it('pass the collector schema, identity included', () => {
    const events = [
      buildEvent('page_view', { info1: '/' }, at)!,
      buildEvent('client_performance_measurement', { kind: 'LCP', info1: '/', value: 812.5, data: { rating: 'good' } }, at)!,
      buildEvent('community_event', { pulse_user_id: 12, pulse_account_id: 'acc-9' }, at)!,
    ].map((event) => withIdentity(event, { visitor_id: 'v', direct_object: 'd' }))
    expect(trackingBatchSchema.safeParse(events).success).toBe(true)
  })
})
