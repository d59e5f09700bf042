import { afterEach, describe, expect, it, vi } from 'vitest'

import { MAX_QUEUED_COMMANDS, sendToTracker, type BigBrainCommand } from '@/analytics/commands'
import { createConsoleLogger } from '@/analytics/tracker/console-logger'

type FakeWindow = { BigBrain?: (...command: BigBrainCommand) => void; bigBrainQueue?: BigBrainCommand[] }
const globals = globalThis as { window?: FakeWindow }

describe('sendToTracker', () => {
  afterEach(() => {
    delete globals.window
    vi.restoreAllMocks()
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

  it("bounds the queue and says 'Missing BigBrain in window' once when no tracker ever comes", () => {
    globals.window = {}
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (let index = 0; index < MAX_QUEUED_COMMANDS + 20; index += 1) sendToTracker('track_event', `e${index}`)
    expect(globals.window.bigBrainQueue).toHaveLength(MAX_QUEUED_COMMANDS)
    expect(globals.window.bigBrainQueue![0]).toEqual(['track_event', 'e20'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('Missing BigBrain in window')
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
