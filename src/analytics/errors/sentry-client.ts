import { sentryOptions, type SentrySettings } from './sentry-options'

/**
 * The browser's Sentry, loaded in its own chunk and only when a DSN is configured: without one
 * no visitor downloads a byte of it. Its own handlers catch uncaught errors and rejections.
 */
export async function startSentryClient(settings: SentrySettings): Promise<void> {
  const Sentry = await import('@sentry/nextjs')
  Sentry.init(sentryOptions(settings))
}
