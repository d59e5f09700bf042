import type { Logger } from '../server/log'

/**
 * Events answered 204 may still be in memory when the server is told to stop: gathered for the
 * next group commit, or on their way to TRACKING_URL (forwarding answers before it sends). A
 * deploy stops Next.js with SIGTERM (src/server/cli/start.ts, 10 s before SIGKILL); this sends
 * them first, for `timeoutMs` at most.
 *
 * Next.js handles SIGTERM itself: it stops accepting connections, waits for the requests in
 * flight (a storing request waits for its INSERT, so those are covered), closes, and calls
 * `process.exit`, without waiting for anything else. While the drain runs, that exit is held
 * back and made once the drain ends or its time is up, so the process still stops within
 * `timeoutMs` of Next.js being done: 5 s here, inside the supervisor's 10 s. Where nothing
 * else handles SIGTERM, the signal is raised again after the drain, and its default action ends
 * the process as it would have without this listener.
 */

/** The part of `process` this touches, so a test can pass its own. */
export interface ShutdownTarget {
  once(signal: 'SIGTERM', listener: () => void): unknown
  listenerCount(signal: 'SIGTERM'): number
  kill(pid: number, signal: 'SIGTERM'): unknown
  readonly pid: number
  exit(code?: number): never
}

export const SHUTDOWN_DRAIN_MS = 5_000

export function drainOnShutdown({
  drain,
  logger,
  timeoutMs = SHUTDOWN_DRAIN_MS,
  target = process as unknown as ShutdownTarget,
}: {
  drain: () => Promise<void>
  logger: Logger
  timeoutMs?: number
  target?: ShutdownTarget
}): void {
  target.once('SIGTERM', () => {
    const exit = target.exit
    const drained = within(drain(), timeoutMs).then(
      (finished) => {
        if (!finished) logger.warn(`Events still unsent ${timeoutMs} ms after SIGTERM were dropped.`)
      },
      (error: unknown) => logger.warn('Sending the last events before shutdown failed.', error),
    )
    const held = ((code?: number) => {
      void drained.then(() => exit.call(target, code))
    }) as ShutdownTarget['exit']
    target.exit = held
    void drained.then(() => {
      if (target.exit === held) target.exit = exit // unless someone has wrapped it since
      if (target.listenerCount('SIGTERM') === 0) target.kill(target.pid, 'SIGTERM')
    })
  })
}

/** Whether `promise` settled within `ms` (rejections pass through). */
function within(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([promise.then(() => true as const), deadline]).finally(() => clearTimeout(timer))
}
