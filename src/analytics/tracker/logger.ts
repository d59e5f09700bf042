import { LOG_LEVELS, type LogLevel } from '@/domain/tracking'

export type Logger = Record<LogLevel, (message: string, ...details: unknown[]) => void>

type Sink = Pick<Console, LogLevel>

/** A console that prints only from `minimum` up (SPEC §8's levels); `silent` prints nothing. */
export function createLogger(minimum: LogLevel | 'silent', sink: Sink = console): Logger {
  const from = minimum === 'silent' ? LOG_LEVELS.length : LOG_LEVELS.indexOf(minimum)
  const level = (name: LogLevel, index: number) =>
    index >= from ? (message: string, ...details: unknown[]) => sink[name](message, ...details) : () => {}
  return {
    debug: level('debug', 0),
    info: level('info', 1),
    warn: level('warn', 2),
    error: level('error', 3),
  }
}
