import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { BigBrainCommand } from '@/analytics/commands'
import { createConsoleLogger } from '@/analytics/tracker/console-logger'

type FakeWindow = { BigBrain?: (...command: BigBrainCommand) => void; bigBrainQueue?: BigBrainCommand[]; location?: { pathname: string } }
const globals = globalThis as { window?: FakeWindow }

describe('sendToTracker', () => {
  // The module says 'Missing BigBrain in window' once a page: each test is a page of its own.
  let commands: typeof import('@/analytics/commands')
  let sendToTracker: typeof commands.sendToTracker
  beforeEach(async () => {
    vi.resetModules()
    commands = await import('@/analytics/commands')
    sendToTracker = commands.sendToTracker
  })
  afterEach(() => {
    delete globals.window
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('sends nothing on the server, and says so on the console with the command and the event', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    expect(() => sendToTracker('track_event', 'page_view', { info1: '/' })).not.toThrow()
    expect(info).toHaveBeenCalledWith('Server-side events are not sent through the browser tracker. (track_event page_view)')
    sendToTracker('set_utm_locale_id', 'de')
    expect(info).toHaveBeenLastCalledWith('Server-side events are not sent through the browser tracker. (set_utm_locale_id)')
    expect(globals.window).toBeUndefined()
  })

  it('queues commands until the tracker loads, then calls it directly', () => {
    globals.window = {}
    sendToTracker('set_utm_locale_id', 'de')
    expect(globals.window.bigBrainQueue).toEqual([['set_utm_locale_id', 'de']])
    const tracker = vi.fn()
    globals.window.BigBrain = tracker
    sendToTracker('track_event', 'page_view', { info1: '/' })
    expect(tracker).toHaveBeenCalledWith('track_event', 'page_view', { info1: '/' })
  })

  it("bounds the queue and logs 'Missing BigBrain in window' as an error once when no tracker ever comes", () => {
    globals.window = {}
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { MAX_QUEUED_COMMANDS } = commands
    for (let index = 0; index < MAX_QUEUED_COMMANDS + 20; index += 1) sendToTracker('track_event', `e${index}`)
    expect(globals.window.bigBrainQueue).toHaveLength(MAX_QUEUED_COMMANDS)
    expect(globals.window.bigBrainQueue![0]).toEqual(['track_event', 'e20'])
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith('Missing BigBrain in window')
  })

  it("logs 'Missing BigBrain in window' once when a tracked command still finds no tracker after the grace period", () => {
    vi.useFakeTimers()
    globals.window = {}
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    sendToTracker('track_event', '404_page_retrieved', { info1: '/nope' })
    vi.advanceTimersByTime(commands.TRACKER_GRACE_MS - 1)
    expect(error).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(error).toHaveBeenCalledExactlyOnceWith('Missing BigBrain in window')
    sendToTracker('track_event', 'client_exception')
    vi.advanceTimersByTime(commands.TRACKER_GRACE_MS)
    expect(error).toHaveBeenCalledTimes(1)
  })

  it('queues nothing and logs nothing on the page that is never tracked', () => {
    vi.useFakeTimers()
    globals.window = { location: { pathname: '/external/hp-sync' } }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    sendToTracker('track_event', 'consent_category_unset', { info1: 'analytics' })
    vi.advanceTimersByTime(commands.TRACKER_GRACE_MS * 2)
    expect(globals.window.bigBrainQueue).toBeUndefined()
    expect(error).not.toHaveBeenCalled()
  })

  it('logs nothing when the tracker starts within the grace period and takes what waited', () => {
    vi.useFakeTimers()
    globals.window = {}
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    sendToTracker('track_event', '404_page_retrieved')
    globals.window.BigBrain = vi.fn()
    vi.advanceTimersByTime(commands.TRACKER_GRACE_MS * 2)
    expect(error).not.toHaveBeenCalled()
  })
})

describe('the browser logger', () => {
  it('prints from its level up, and nothing when silent', () => {
    const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const logger = createConsoleLogger('warn', sink)
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e')
    expect(sink.debug).not.toHaveBeenCalled()
    expect(sink.info).not.toHaveBeenCalled()
    expect(sink.warn).toHaveBeenCalledWith('w')
    expect(sink.error).toHaveBeenCalledWith('e')
    const silent = createConsoleLogger('silent', sink)
    silent.error('x')
    expect(sink.error).toHaveBeenCalledTimes(1)
  })
})
