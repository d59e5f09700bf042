import { EventEmitter } from 'node:events'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { drainOnShutdown, type ShutdownTarget } from '@/analytics/collector/shutdown'
import { createLogger } from '@/analytics/server/log'
import { stopOnSignals } from '@/server/cli/graceful-stop'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A stand-in for `process`: signals are events, exit and kill are recorded. */
function fakeProcess() {
  const emitter = new EventEmitter()
  const exits: (number | undefined)[] = []
  const kills: string[] = []
  const realExit = vi.fn((code?: number) => void exits.push(code))
  const target = {
    pid: 4242,
    once: (signal: 'SIGTERM', listener: () => void) => emitter.once(signal, listener),
    listenerCount: (signal: 'SIGTERM') => emitter.listenerCount(signal),
    kill: (_pid: number, signal: 'SIGTERM') => void kills.push(signal),
    exit: realExit as unknown as ShutdownTarget['exit'],
  }
  return { emitter, target, exits, kills, realExit }
}

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

const lines: string[] = []
const logger = createLogger({ threshold: 'warn', sink: (_, line) => void lines.push(line), quietMs: 0 })

/** What Next.js does on SIGTERM: close the server, then exit with 143. */
function nextJsHandler(target: ShutdownTarget, closeMs: number) {
  return () => void setTimeout(() => target.exit(143), closeMs)
}

describe('drainOnShutdown', () => {
  it('sends what is gathered on SIGTERM and holds Next.js’s exit until that is done', async () => {
    const { emitter, target, exits, kills, realExit } = fakeProcess()
    emitter.on('SIGTERM', nextJsHandler(target, 10))
    const sent = deferred()
    const drain = vi.fn(() => sent.promise)
    drainOnShutdown({ drain, logger, target })
    expect(drain).not.toHaveBeenCalled()

    emitter.emit('SIGTERM')
    expect(drain).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000) // Next.js has closed and asked to exit
    expect(exits).toEqual([])

    sent.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(exits).toEqual([143]) // the exit Next.js asked for, with its code
    expect(target.exit).toBe(realExit) // put back as it was
    expect(kills).toEqual([]) // Next.js handles the signal: not raised again
  })

  it('lets the process exit at once when the drain ends before Next.js does', async () => {
    const { emitter, target, exits } = fakeProcess()
    emitter.on('SIGTERM', nextJsHandler(target, 200))
    drainOnShutdown({ drain: async () => {}, logger, target })
    emitter.emit('SIGTERM')
    await vi.advanceTimersByTimeAsync(200)
    expect(exits).toEqual([143])
  })

  it('gives up on a drain that hangs after its time, so the server stops within the grace period', async () => {
    const { emitter, target, exits } = fakeProcess()
    emitter.on('SIGTERM', nextJsHandler(target, 10))
    lines.length = 0
    drainOnShutdown({ drain: () => new Promise(() => {}), logger, target, timeoutMs: 5_000 })
    emitter.emit('SIGTERM')
    await vi.advanceTimersByTimeAsync(4_999)
    expect(exits).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(exits).toEqual([143]) // 5 s after SIGTERM, well inside the supervisor's 10 s
    expect(lines).toEqual([expect.stringMatching(/unsent 5000 ms after SIGTERM were dropped/)])
  })

  it('exits even when the drain fails', async () => {
    const { emitter, target, exits } = fakeProcess()
    emitter.on('SIGTERM', nextJsHandler(target, 10))
    drainOnShutdown({ drain: () => Promise.reject(new Error('database down')), logger, target })
    emitter.emit('SIGTERM')
    await vi.advanceTimersByTimeAsync(10)
    expect(exits).toEqual([143])
  })

  it('raises SIGTERM again after the drain when nothing else handles it, instead of swallowing it', async () => {
    const { emitter, target, kills } = fakeProcess()
    const sent = deferred()
    drainOnShutdown({ drain: () => sent.promise, logger, target })
    emitter.emit('SIGTERM')
    await vi.advanceTimersByTimeAsync(0)
    expect(kills).toEqual([])
    sent.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(kills).toEqual(['SIGTERM'])
    expect(emitter.listenerCount('SIGTERM')).toBe(0) // so the default action ends the process
  })

  it('leaves SIGTERM to a server that stops on its own: the answers it still gives are not cut', async () => {
    const { emitter, target, kills, exits } = fakeProcess()
    const stops: string[] = []
    stopOnSignals(() => void stops.push('stop'), emitter)
    drainOnShutdown({ drain: () => Promise.resolve(), logger, target })
    emitter.emit('SIGTERM')
    await vi.advanceTimersByTimeAsync(0)
    expect(stops).toEqual(['stop'])
    expect(kills, 'SIGTERM raised again, ending the process at once').toEqual([])
    expect(exits).toEqual([])
    emitter.emit('SIGTERM')
    expect(stops, 'a second signal starts no second stop').toEqual(['stop'])
  })
})
