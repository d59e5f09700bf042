import type { LogLevel } from '@/domain/tracking/tracking'

/**
 * The tracking code's logger. Tracking fails in bursts (a tracking service that is down fails
 * every call), so each distinct message is printed at most once per `quietMs`; the next print
 * says how many were held back. The level threshold is the site's LOG_LEVEL.
 */
export type Logger = Record<LogLevel, (message: string, error?: unknown) => void>

type Threshold = LogLevel | 'silent'

const RANK: Record<Threshold, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

export type Sink = (level: LogLevel, line: string) => void

const consoleSink: Sink = (level, line) => {
  console[level === 'debug' ? 'debug' : level](line)
}

export function createLogger({
  threshold,
  sink = consoleSink,
  quietMs = 10_000,
  now = Date.now,
}: {
  threshold: Threshold
  sink?: Sink
  quietMs?: number
  now?: () => number
}): Logger {
  const lastPrinted = new Map<string, { at: number; heldBack: number }>()

  const log = (level: LogLevel) => (message: string, error?: unknown) => {
    if (RANK[level] < RANK[threshold]) return
    const key = `${level} ${message}`
    const seen = lastPrinted.get(key)
    const time = now()
    if (seen && time - seen.at < quietMs) {
      seen.heldBack += 1
      return
    }
    if (lastPrinted.size > 1_000) lastPrinted.clear() // messages are few and fixed; this only bounds memory
    lastPrinted.set(key, { at: time, heldBack: 0 })
    const repeats = seen?.heldBack ? ` (${seen.heldBack} more like this since the last report)` : ''
    sink(level, `[tracking] ${message}${reason(error)}${repeats}`)
  }

  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** A one-line cause: the error's name and message, never its stack or a request body. */
function reason(error: unknown): string {
  if (error === undefined) return ''
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
    return ` ${error.name}: ${error.message}${cause}`
  }
  return ` ${String(error)}`
}
