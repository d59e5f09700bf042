import { init } from '@sentry/nextjs'

import { browserSentryOptions } from './sentry-consent'
import type { SentrySettings } from './sentry-options'

/** Only ever loaded with `import()` once there is a DSN and analytics is allowed; consent is asked again before each event. */
export function startSentryClient(settings: SentrySettings, isAnalyticsAllowed: () => boolean): void {
  init(browserSentryOptions(settings, isAnalyticsAllowed))
}
