import type { Logger } from '../server/log'

/**
 * Events answered 204 may still be in memory at SIGTERM. Next.js handles SIGTERM itself and calls
 * `process.exit` without waiting for anything else, so that exit is held back until the drain
 * ends or `timeoutMs` is up, inside the supervisor's grace before SIGKILL.
 */

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

function within(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  return Promise.race([promise.then(() => true as const), deadline]).finally(() => clearTimeout(timer))
}
