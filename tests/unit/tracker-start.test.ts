import { describe, expect, it, vi } from 'vitest'

import type { BigBrainCommand } from '@/analytics/commands'
import type { TrackerConfig } from '@/analytics/tracker/config'
import { startTracker, type TrackerHost } from '@/analytics/tracker/start'

const config: TrackerConfig = { mode: 'collect', endpoint: '/api/collect', source: 'orbit_homepage', logLevel: 'silent' }

function fakeHost(pathname: string, { queued = [] as BigBrainCommand[], allowed = true, cluster = undefined as string | undefined } = {}) {
  const requests: { url: string; init: RequestInit }[] = []
  const beacons: { url: string; data: Blob }[] = []
  const listeners = { leave: [] as (() => void)[], consent: [] as (() => void)[] }
  const state = { allowed, beaconAccepted: true }
  const host: TrackerHost = {
    global: { bigBrainQueue: [...queued] },
    pathname,
    screen: { width: 390, height: 844 },
    navigator: {
      language: 'en-US',
      userAgent: 'TestBrowser/1.0',
      sendBeacon: (url, data) => {
        if (state.beaconAccepted) beacons.push({ url, data })
        return state.beaconAccepted
      },
    },
    fetch: (async (url: string, init: RequestInit) => {
      requests.push({ url, init })
      return new Response(null, { status: 204 })
    }) as typeof fetch,
    isHidden: () => false,
    onLeave: (listener) => listeners.leave.push(listener),
    onConsentChange: (listener) => listeners.consent.push(listener),
    isAnalyticsAllowed: () => state.allowed,
    identity: vi.fn(() => ({ visitor_id: 'visitor-1', direct_object: 'visit-1' })),
    chosenCluster: () => cluster,
  }
  const events = () => requests.flatMap((request) => JSON.parse(String(request.init.body)) as Record<string, unknown>[])
  return { host, requests, beacons, listeners, state, events }
}

/** Lets the microtasks queued so far run: the tracker sends once the current task ends. */
const endOfTask = () => Promise.resolve()

describe('starting the tracker', () => {
  it('sends the site’s collector only the events it records, so another script’s event cannot cost the batch', async () => {
    const { host, events } = fakeHost('/pricing', {
      queued: [
        ['track_event', 'tag_manager_event'],
        ['track_event', 'server_exception'],
      ],
    })
    startTracker(config, host)
    host.global.BigBrain!('track_event', '404_page_retrieved', { info1: '/nope' })
    await endOfTask()
    expect(events().map((event) => event.name)).toEqual(['page_view', '404_page_retrieved'])

    // An external tracking service takes whatever the page sends.
    const external = fakeHost('/pricing', { queued: [['track_event', 'tag_manager_event']] })
    startTracker({ ...config, endpoint: 'https://tracking.example/events' }, external.host)
    await endOfTask()
    expect(external.events().map((event) => event.name)).toEqual(['page_view', 'tag_manager_event'])
  })

  it('marks every event, the page view first, with the page’s locale and the use case the visitor chose', async () => {
    const { host, events } = fakeHost('/lang/de/pricing', { cluster: 'crm' })
    startTracker({ ...config, locale: 'de' }, host)
    await endOfTask()
    expect(JSON.stringify(events()[0])).toContain('"utm_locale_id":"de"')
    expect(JSON.stringify(events()[0])).toContain('"utm_cluster_id":"crm"')

    const without = fakeHost('/pricing')
    startTracker(config, without.host)
    await endOfTask()
    expect(JSON.stringify(without.events()[0])).not.toContain('utm_cluster_id')
  })

  it('installs BigBrain and posts a page view with the slash-terminated path as one JSON array, at once and with keepalive', async () => {
    const { host, requests, events } = fakeHost('/lang/de/pricing')
    startTracker(config, host)
    expect(typeof host.global.BigBrain).toBe('function')
    expect(requests).toEqual([])
    await endOfTask()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('/api/collect')
    expect(requests[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(events()).toEqual([
      expect.objectContaining({
        name: 'page_view',
        info1: '/lang/de/pricing/',
        source: 'orbit_homepage',
        screen_size: '390x844',
        os_language: 'en-US',
        user_agent: 'TestBrowser/1.0',
        visitor_id: 'visitor-1',
        direct_object: 'visit-1',
        timestamp: expect.any(Number),
      }),
    ])
  })

  it('replays the commands issued before it loaded, utm ids included', async () => {
    const { host, events } = fakeHost('/', {
      queued: [
        ['set_utm_cluster_id', 'crm'],
        ['track_event', '404_page_retrieved', { info1: '/nope' }],
      ],
    })
    startTracker(config, host)
    await endOfTask()
    expect(host.global.bigBrainQueue).toEqual([])
    expect(events().map((event) => event.name)).toEqual(['page_view', '404_page_retrieved'])
    expect(events()[1]).toMatchObject({ info1: '/nope', data: { utm_cluster_id: 'crm' } })
  })

  it('carries a replay tool’s recording in every event after it names one, and ignores what the collector would refuse', async () => {
    const { host, events } = fakeHost('/', {
      queued: [
        ['set_session_replay', 'javascript:alert(1)', 1_764_000_000_000],
        ['track_event', 'client_exception', { info1: 'before' }],
        ['set_session_replay', 'https://replay.example/session/42', '2026-12-07T10:00:00.000Z'],
      ],
    })
    startTracker(config, host)
    host.global.BigBrain!('track_event', 'client_exception', { info1: 'after' })
    host.global.BigBrain!('set_session_replay', 'https://replay.example/other', 'yesterday')
    host.global.BigBrain!('track_event', 'client_exception', { info1: 'still the first replay' })
    await endOfTask()
    const byInfo = Object.fromEntries(events().map((event) => [event.info1, event]))
    expect(byInfo.before).not.toHaveProperty('session_replay_url')
    for (const info of ['after', 'still the first replay']) {
      expect(byInfo[info], info).toMatchObject({
        session_replay_url: 'https://replay.example/session/42',
        session_replay_start_time: Date.parse('2026-12-07T10:00:00.000Z'),
      })
    }
  })

  it('sends commands issued after it started through the same batches', async () => {
    const { host, events } = fakeHost('/')
    startTracker(config, host)
    host.global.BigBrain!('track_event', 'client_exception', { info1: '/', info3: 'TypeError: x' })
    await endOfTask()
    expect(events().map((event) => event.name)).toEqual(['page_view', 'client_exception'])
  })

  it.each(['/external/hp-sync', '/external/hp-sync/', '/lang/fr/external/hp-sync'])('installs nothing and sends nothing on %s', async (pathname) => {
    const { host, requests, beacons, listeners } = fakeHost(pathname)
    expect(startTracker(config, host)).toBeUndefined()
    expect(host.global.BigBrain).toBeUndefined()
    await endOfTask()
    for (const leave of listeners.leave) leave()
    expect(requests).toEqual([])
    expect(beacons).toEqual([])
    expect(host.identity).not.toHaveBeenCalled()
  })

  it('uses sendBeacon with a text/plain body when the page is left, and keepalive fetch when the beacon is refused', async () => {
    const first = fakeHost('/')
    startTracker(config, first.host)
    for (const leave of first.listeners.leave) leave()
    expect(first.requests).toEqual([])
    expect(first.beacons).toHaveLength(1)
    expect(first.beacons[0]!.data.type).toBe('text/plain')
    expect(JSON.parse(await first.beacons[0]!.data.text())[0].name).toBe('page_view')

    const second = fakeHost('/')
    second.state.beaconAccepted = false
    startTracker(config, second.host)
    for (const leave of second.listeners.leave) leave()
    expect(second.requests).toHaveLength(1)
    expect(second.requests[0]!.init.keepalive).toBe(true)
  })

  it('holds everything, sets no cookie, until analytics is allowed; then sends what waited', async () => {
    const { host, requests, listeners, state, events } = fakeHost('/', { allowed: false })
    startTracker(config, host)
    await endOfTask()
    for (const leave of listeners.leave) leave()
    expect(requests).toEqual([])
    expect(host.identity).not.toHaveBeenCalled()

    state.allowed = true
    for (const changed of listeners.consent) changed()
    expect(events().map((event) => event.name)).toEqual(['page_view'])
  })

  it('drops what waited when the visitor refuses analytics', async () => {
    const { host, requests, listeners, state } = fakeHost('/', { allowed: false })
    startTracker(config, host)
    for (const changed of listeners.consent) changed()
    state.allowed = true
    await endOfTask()
    for (const leave of listeners.leave) leave()
    expect(requests).toEqual([])
  })

  it('logs each event instead of sending it in console mode', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { host, requests } = fakeHost('/pricing')
    startTracker({ ...config, mode: 'console' }, host)
    await endOfTask()
    expect(requests).toEqual([])
    expect(info).toHaveBeenCalledWith('[BigBrain]', expect.objectContaining({ name: 'page_view', info1: '/pricing/' }))
    info.mockRestore()
  })

  it('posts to an external tracking URL when configured', async () => {
    const { host, requests } = fakeHost('/')
    startTracker({ ...config, endpoint: 'https://track.example/events' }, host)
    await endOfTask()
    expect(requests[0]!.url).toBe('https://track.example/events')
  })
})
