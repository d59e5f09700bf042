import type { Instrumentation } from 'next'

import { MESSAGES } from './domain/tracking/tracking'

// Both runtimes load this file: runtime-specific code is imported inside its branch (the edge cannot load the environment module).

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env } = await import('./infrastructure/env')
    const { dsn, environment } = env().sentry
    if (dsn) (await import('./analytics/errors/sentry-server')).startSentryServer({ dsn, environment })
  } else if (process.env.NEXT_RUNTIME === 'edge') {
    const { edgeSentrySettings } = await import('./analytics/errors/sentry-options')
    const settings = edgeSentrySettings(process.env)
    if (settings) (await import('./analytics/errors/sentry-server')).startSentryServer(settings)
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  try {
    if (process.env.NEXT_RUNTIME === 'nodejs') {
      await (await import('./server/tracking/request-error')).reportRequestError(...args)
    } else if (process.env.NEXT_RUNTIME === 'edge') {
      const { edgeSentrySettings } = await import('./analytics/errors/sentry-options')
      if (edgeSentrySettings(process.env)) (await import('./analytics/errors/sentry-server')).captureRequestError(...args)
    }
  } catch (error) {
    // Reporting must never become the request's second failure.
    console.error(MESSAGES.loggingExceptionFailed, error)
  }
}
