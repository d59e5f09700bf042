import { LOG_LEVELS, type LogLevel } from '@/domain/tracking/tracking'

export type BrowserLogger = Record<LogLevel, (message: string, ...details: unknown[]) => void>

type Sink = Pick<Console, LogLevel>

/**
 * The browser tracker's logger: a console that prints only from `minimum` up (SPEC §8's levels);
 * `silent` prints nothing. The server's tracking logger (src/analytics/server/log.ts) is another
 * thing: it rate-limits repeated messages and prints one line per message.
 */
export function createConsoleLogger(minimum: LogLevel | 'silent', sink: Sink = console): BrowserLogger {
  const from = minimum === 'silent' ? LOG_LEVELS.length : LOG_LEVELS.indexOf(minimum)
  const level = (name: LogLevel, index: number) => (index >= from ? (message: string, ...details: unknown[]) => sink[name](message, ...details) : () => {})
  return {
    debug: level('debug', 0),
    info: level('info', 1),
    warn: level('warn', 2),
    error: level('error', 3),
  }
}
