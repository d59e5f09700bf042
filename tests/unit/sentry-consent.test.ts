import { browserTracingIntegration, getDefaultIntegrations } from '@sentry/browser'
import { describe, expect, it, vi } from 'vitest'

import { browserSentryOptions, shouldStartSentry, startSentryWhenAllowed, withoutOmittedIntegrations } from '@/analytics/errors/sentry-consent'

const settings = { dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'production' }

describe('browser Sentry and consent', () => {
  it('starts only with a DSN and once analytics is allowed, asking about consent only with a DSN', () => {
    const allowed = vi.fn(() => true)
    expect(shouldStartSentry(undefined, allowed)).toBe(false)
    expect(allowed).not.toHaveBeenCalled()
    expect(shouldStartSentry(settings, () => false)).toBe(false)
    expect(shouldStartSentry(settings, allowed)).toBe(true)
  })

  it('starts at once when analytics is allowed', () => {
    const start = vi.fn()
    const onConsentChange = vi.fn(() => () => {})
    startSentryWhenAllowed({ settings, isAnalyticsAllowed: () => true, onConsentChange, start })
    expect(start).toHaveBeenCalledWith(settings)
    expect(onConsentChange).not.toHaveBeenCalled()
  })

  it('waits for the visitor to allow analytics, then starts once and stops listening', () => {
    const state = { allowed: false }
    const listeners: (() => void)[] = []
    const stop = vi.fn()
    const start = vi.fn()
    startSentryWhenAllowed({
      settings,
      isAnalyticsAllowed: () => state.allowed,
      onConsentChange: (listener) => {
        listeners.push(listener)
        return stop
      },
      start,
    })
    expect(start).not.toHaveBeenCalled()
    for (const changed of listeners) changed() // rejected: still nothing
    expect(start).not.toHaveBeenCalled()
    state.allowed = true
    for (const changed of listeners) changed()
    expect(start).toHaveBeenCalledTimes(1)
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('without a DSN neither starts nor listens', () => {
    const start = vi.fn()
    const onConsentChange = vi.fn(() => () => {})
    startSentryWhenAllowed({ settings: undefined, isAnalyticsAllowed: () => true, onConsentChange, start })
    expect(start).not.toHaveBeenCalled()
    expect(onConsentChange).not.toHaveBeenCalled()
  })

  it("leaves out the SDK's session and tracing integrations, and keeps the error handlers", () => {
    const defaults = [...getDefaultIntegrations({}), browserTracingIntegration()]
    const names = defaults.map((integration) => integration.name)
    expect(names).toEqual(expect.arrayContaining(['BrowserSession', 'BrowserTracing', 'GlobalHandlers']))
    const kept = withoutOmittedIntegrations(defaults).map((integration) => integration.name)
    expect(kept).not.toContain('BrowserSession')
    expect(kept).not.toContain('BrowserTracing')
    expect(kept).toEqual(names.filter((name) => name !== 'BrowserSession' && name !== 'BrowserTracing'))
  })

  it('sends an event only while analytics is allowed, and no client reports', () => {
    const state = { allowed: true }
    const options = browserSentryOptions(settings, () => state.allowed)
    expect(options).toMatchObject({ dsn: settings.dsn, tracesSampleRate: 0, sendDefaultPii: false, sendClientReports: false })
    expect(options.integrations).toBe(withoutOmittedIntegrations)
    const event = { message: 'boom' }
    expect(options.beforeSend(event)).toBe(event)
    state.allowed = false // withdrawn
    expect(options.beforeSend(event)).toBeNull()
  })
})
