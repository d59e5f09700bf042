import { ERROR_EVENTS } from '@/domain/tracking'

import type { BigBrain, TrackEventFields } from '../commands'

/** A page stuck in an error loop must not flood the collector: past this many, the rest go unreported. */
export const MAX_CLIENT_EXCEPTIONS_PER_PAGE = 10

/** A thrown value or rejection reason as one line of text. */
export function describeError(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`
  if (typeof reason === 'string') return reason
  try {
    return JSON.stringify(reason) ?? String(reason)
  } catch {
    return String(reason)
  }
}

/** The spec's `client_exception` event: kind how it surfaced, info1 the page, info3 the error. */
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

/**
 * Reports uncaught errors and unhandled rejections of the page as `client_exception` events
 * through the tracker (errors in rendering are error.tsx's to report). Listening on window
 * without capture sees script errors only, not failed image or script loads.
 */
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
