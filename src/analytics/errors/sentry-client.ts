import { init } from '@sentry/nextjs'

import { sentryOptions, type SentrySettings } from './sentry-options'

/**
 * The browser's Sentry. This module is only ever loaded with `import()`, and only when a DSN is
 * configured (src/site/tracking/boot.ts): without one no visitor downloads a byte of it. The
 * named import lets the bundler leave out what `init` does not use. Its own handlers catch
 * uncaught errors and rejections.
 */
export function startSentryClient(settings: SentrySettings): void {
  init(sentryOptions(settings))
}
