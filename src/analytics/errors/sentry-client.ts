import { init } from '@sentry/nextjs'

import { browserSentryOptions } from './sentry-consent'
import type { SentrySettings } from './sentry-options'

/**
 * The browser's Sentry. This module is only ever loaded with `import()`, and only when a DSN is
 * configured and the visitor allows analytics (src/site/tracking/boot.ts): otherwise no visitor
 * downloads a byte of it. The named import lets the bundler leave out what `init` does not use.
 * Its own handlers catch uncaught errors and rejections; `isAnalyticsAllowed` is asked again
 * before each event is sent.
 */
export function startSentryClient(settings: SentrySettings, isAnalyticsAllowed: () => boolean): void {
  init(browserSentryOptions(settings, isAnalyticsAllowed))
}
