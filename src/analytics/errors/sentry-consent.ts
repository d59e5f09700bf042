import { sentryOptions, withoutPersonalData, type SentrySettings } from './sentry-options'

/*
 * Before a visitor in a consent country allows analytics, browser Sentry sends nothing and does
 * not even load. Apart from sentry-client.ts, which imports the SDK, so these stay plain functions.
 */

/** BrowserSession posts on every page load; BrowserTracing's traces are never sampled. */
export const OMITTED_BROWSER_INTEGRATIONS: readonly string[] = ['BrowserSession', 'BrowserTracing']

export function withoutOmittedIntegrations<Integration extends { name: string }>(integrations: Integration[]): Integration[] {
  return integrations.filter((integration) => !OMITTED_BROWSER_INTEGRATIONS.includes(integration.name))
}

export function shouldStartSentry(settings: SentrySettings | undefined, isAnalyticsAllowed: () => boolean): settings is SentrySettings {
  return settings !== undefined && isAnalyticsAllowed()
}

/** Consent is read at sending time, so a visitor who withdraws analytics sends nothing more. */
export function browserSentryOptions(settings: SentrySettings, isAnalyticsAllowed: () => boolean) {
  return {
    ...sentryOptions(settings),
    integrations: withoutOmittedIntegrations,
    sendClientReports: false,
    beforeSend: <Event extends Parameters<typeof withoutPersonalData>[0]>(event: Event): Event | null =>
      isAnalyticsAllowed() ? withoutPersonalData(event) : null,
  }
}

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
