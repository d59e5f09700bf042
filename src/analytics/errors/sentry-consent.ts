import { sentryOptions, withoutPersonalData, type SentrySettings } from './sentry-options'

/*
 * Browser Sentry under the consent rules (RELIABILITY.md "Consent"): before a visitor in a
 * consent country has allowed analytics, it sends nothing, and it does not even load. Kept apart
 * from sentry-client.ts, which imports the SDK, so that these rules are plain functions.
 */

/**
 * Default integrations the browser leaves out. BrowserSession posts a session envelope on every
 * page load; BrowserTracing measures page loads and requests, and traces are never sampled
 * (tracesSampleRate 0).
 */
export const OMITTED_BROWSER_INTEGRATIONS: readonly string[] = ['BrowserSession', 'BrowserTracing']

export function withoutOmittedIntegrations<Integration extends { name: string }>(integrations: Integration[]): Integration[] {
  return integrations.filter((integration) => !OMITTED_BROWSER_INTEGRATIONS.includes(integration.name))
}

/** With a DSN only, and only once analytics is allowed (asked only when there is a DSN). */
export function shouldStartSentry(settings: SentrySettings | undefined, isAnalyticsAllowed: () => boolean): settings is SentrySettings {
  return settings !== undefined && isAnalyticsAllowed()
}

/**
 * The browser's options: the shared set-up without the omitted integrations, and an event gate
 * that reads consent at sending time, so that a visitor who withdraws analytics sends nothing
 * more, and strips personal data from what it does send. Client reports (counts of dropped events) would be requests of their own: off.
 */
export function browserSentryOptions(settings: SentrySettings, isAnalyticsAllowed: () => boolean) {
  return {
    ...sentryOptions(settings),
    integrations: withoutOmittedIntegrations,
    sendClientReports: false,
    beforeSend: <Event extends Parameters<typeof withoutPersonalData>[0]>(event: Event): Event | null =>
      isAnalyticsAllowed() ? withoutPersonalData(event) : null,
  }
}

/**
 * Starts browser Sentry now if the visitor allows analytics, else at the first consent change
 * that allows it; never twice, and never without a DSN.
 */
export function startSentryWhenAllowed({
  settings,
  isAnalyticsAllowed,
  onConsentChange,
  start,
}: {
  settings: SentrySettings | undefined
  isAnalyticsAllowed: () => boolean
  onConsentChange: (listener: () => void) => () => void
  start: (settings: SentrySettings) => void
}): void {
  if (!settings) return
  if (shouldStartSentry(settings, isAnalyticsAllowed)) {
    start(settings)
    return
  }
  const stop = onConsentChange(() => {
    if (!shouldStartSentry(settings, isAnalyticsAllowed)) return
    stop()
    start(settings)
  })
}
