import { ERROR_EVENTS } from '@/domain/tracking/tracking'

import type { BigBrain, TrackEventFields } from '../commands'

/** A page stuck in an error loop must not flood the collector: past this many, the rest go unreported. */
export const MAX_CLIENT_EXCEPTIONS_PER_PAGE = 10

export function describeError(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`
  if (typeof reason === 'string') return reason
  try {
    return JSON.stringify(reason) ?? String(reason)
  } catch {
    return String(reason)
  }
}

export function clientExceptionFields(
  kind: 'error' | 'unhandledrejection',
  path: string,
  reason: unknown,
  where?: { filename?: string; lineno?: number; colno?: number },
): TrackEventFields {
  return {
    kind,
    info1: path,
    info3: describeError(reason),
    ...(where?.filename ? { data: { filename: where.filename, line: where.lineno ?? null, column: where.colno ?? null } } : {}),
  }
}

type ErrorTarget = {
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void
  addEventListener(type: 'unhandledrejection', listener: (event: PromiseRejectionEvent) => void): void
}

/** Rendering errors are error.tsx's to report; without capture, failed image or script loads are not seen. */
export function watchClientErrors(track: BigBrain, path: string, target: ErrorTarget = window): void {
  let reported = 0
  const report = (fields: TrackEventFields) => {
    if (reported >= MAX_CLIENT_EXCEPTIONS_PER_PAGE) return
    reported += 1
    track('track_event', ERROR_EVENTS.clientException, fields)
  }
  target.addEventListener('error', (event) => report(clientExceptionFields('error', path, event.error ?? event.message, event)))
  target.addEventListener('unhandledrejection', (event) => report(clientExceptionFields('unhandledrejection', path, event.reason)))
}
