import { describe, expect, it, vi } from 'vitest'

import { clientExceptionFields, describeError, watchClientErrors } from '@/analytics/errors/client-errors'
import { edgeSentrySettings, sentryOptions, withoutPersonalData } from '@/analytics/errors/sentry-options'

describe('the Sentry set-up', () => {
  it('traces nothing, names the service homepage and keeps the environment', () => {
    expect(sentryOptions({ dsn: 'https://key@o1.ingest.sentry.io/2', environment: 'production' })).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/2',
      environment: 'production',
      tracesSampleRate: 0,
      sendDefaultPii: false,
      initialScope: { tags: { service: 'homepage' } },
      beforeSend: withoutPersonalData,
    })
  })

  it('sends no personal data: no user or IP, cookies, query, body or forwarded addresses', () => {
    const event = {
      message: 'boom',
      user: { ip_address: '203.0.113.9' },
      request: {
        url: 'https://www.orbit.example/pricing?email=visitor%40example.com#form',
        query_string: 'email=visitor%40example.com',
        cookies: { 'payload-token': '[Filtered]' },
        data: '{"email":"visitor@example.com"}',
        headers: {
          cookie: '[Filtered]',
          'X-Forwarded-For': '203.0.113.9',
          'x-real-ip': '203.0.113.9',
          'User-Agent': 'TestBrowser/1.0',
          'accept-language': 'de',
        },
      },
    }
    expect(withoutPersonalData(event)).toEqual({
      message: 'boom',
      request: { url: 'https://www.orbit.example/pricing', headers: { 'User-Agent': 'TestBrowser/1.0', 'accept-language': 'de' } },
    })
    expect(withoutPersonalData({ message: 'no request' })).toEqual({ message: 'no request' })
  })

  it('is off on the edge runtime without a DSN, and reads the same variables as the server', () => {
    expect(edgeSentrySettings({})).toBeUndefined()
    expect(edgeSentrySettings({ SENTRY_DSN: '  ' })).toBeUndefined()
    expect(edgeSentrySettings({ SENTRY_DSN: 'not a url' })).toBeUndefined()
    expect(edgeSentrySettings({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2', NODE_ENV: 'production' })).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'production',
    })
    expect(edgeSentrySettings({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2', SENTRY_ENVIRONMENT: 'staging' })?.environment).toBe('staging')
  })
})

describe('client exceptions', () => {
  it('describe errors, rejections and odd thrown values as one line', () => {
    expect(describeError(new TypeError('x is undefined'))).toBe('TypeError: x is undefined')
    expect(describeError('plain')).toBe('plain')
    expect(describeError({ code: 7 })).toBe('{"code":7}')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(describeError(cyclic)).toBe('[object Object]')
  })

  it('become client_exception events with where they happened', () => {
    expect(clientExceptionFields('error', '/pricing/', new Error('boom'), { filename: '/nhp/_next/x.js', lineno: 3, colno: 9 })).toEqual({
      kind: 'error',
      info1: '/pricing/',
      info3: 'Error: boom',
      data: { filename: '/nhp/_next/x.js', line: 3, column: 9 },
    })
  })

  it('are reported through the tracker, at most 10 per page', () => {
    const target = new EventTarget()
    const track = vi.fn()
    watchClientErrors(track, '/', target as unknown as Parameters<typeof watchClientErrors>[2])
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('nope') })
    target.dispatchEvent(rejection)
    expect(track).toHaveBeenCalledWith('track_event', 'client_exception', {
      kind: 'unhandledrejection',
      info1: '/',
      info3: 'Error: nope',
    })
    for (let index = 0; index < 20; index += 1) {
      target.dispatchEvent(Object.assign(new Event('error'), { message: `m${index}`, error: undefined }))
    }
    expect(track).toHaveBeenCalledTimes(10)
  })
})
