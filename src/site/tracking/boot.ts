import { reportExposures, reportGoalsReached, watchConversionClicks } from '@/analytics/ab/experiments'
import { onConsentChange } from '@/analytics/consent'
import { watchClientErrors } from '@/analytics/errors/client-errors'
import { startSentryWhenAllowed } from '@/analytics/errors/sentry-consent'
import type { TrackerConfig } from '@/analytics/tracker/config'
import { startTracker } from '@/analytics/tracker/start'
import { observeWebVitals, reportHydration } from '@/analytics/performance/web-vitals'
import { whenAnalyticsAllowed } from '@/analytics/when-allowed'

/** So optional downloads never compete with the page's own. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') setTimeout(task, 0)
  else window.addEventListener('load', () => setTimeout(task, 0), { once: true })
}

let booted = false

/** Once per document: React may run an effect twice in development. */
export function bootTracking(config: TrackerConfig, hydratedAt: number): void {
  if (booted) return
  booted = true
  const tracker = startTracker(config)
  if (!tracker) return // the untracked page: nothing at all leaves it
  const { track, path, logger, isAnalyticsAllowed } = tracker
  reportHydration(track, path, hydratedAt)
  reportExposures()
  reportGoalsReached()
  watchConversionClicks()
  watchClientErrors(track, path)
  afterLoad(() => {
    observeWebVitals(track, path).catch((error: unknown) => logger.debug('web-vitals did not load', error))
    whenAnalyticsAllowed(isAnalyticsAllowed, onConsentChange, () => {
      import('@/analytics/rum/start-rum')
        .then(({ startRum }) => startRum(track, path, new URL(config.endpoint, window.location.href).href))
        .catch((error: unknown) => logger.debug('Real-user monitoring did not load', error))
    })
    startSentryWhenAllowed({
      settings: config.sentry,
      isAnalyticsAllowed,
      onConsentChange,
      start: (settings) => {
        import('@/analytics/errors/sentry-client')
          .then(({ startSentryClient }) => startSentryClient(settings, isAnalyticsAllowed))
          .catch((error: unknown) => logger.debug('Sentry did not load', error))
      },
    })
  })
}
