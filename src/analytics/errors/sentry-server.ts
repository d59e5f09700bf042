import * as Sentry from '@sentry/nextjs'

import { sentryOptions, type SentrySettings } from './sentry-options'

/** Node server and edge runtime alike; imported by instrumentation only when a DSN is set. */
export function startSentryServer(settings: SentrySettings): void {
  Sentry.init(sentryOptions(settings))
}

export const captureRequestError = Sentry.captureRequestError
