import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, describe, expect, it } from 'vitest'

import { envelopeBody, itemsOf } from '../helpers/sentry-envelopes'

/*
 * A server error on its way to the error-reporting service (SPEC §7), end to end but for the
 * service itself: SENTRY_DSN points at a receiver in this test, the app starts Sentry the way
 * Next.js starts it (instrumentation's register), and a failed request goes through
 * onRequestError. What arrives is a Sentry envelope, read here as Sentry would read it.
 */

const envelopes: string[] = []

const receiver = createServer((request, response) => {
  void envelopeBody(request).then((body) => {
    if (request.method === 'POST' && request.url?.startsWith('/api/1/envelope/')) envelopes.push(body)
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
  })
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const { port } = receiver.address() as AddressInfo

process.env.NEXT_RUNTIME = 'nodejs'
process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${port}/1`
process.env.SENTRY_ENVIRONMENT = 'production'

const { register, onRequestError } = await import('@/instrumentation')
const Sentry = await import('@sentry/nextjs')

afterAll(async () => {
  await Sentry.close(2_000)
  await new Promise((resolve) => receiver.close(resolve))
})

describe('a server error reaches Sentry', () => {
  it('as an envelope with service homepage and environment production, and no IP, cookie or query', async () => {
    await register()
    await onRequestError(
      new Error('the pricing table could not be read'),
      {
        path: '/pricing?email=visitor%40example.com',
        method: 'GET',
        headers: {
          cookie: 'payload-token=secret-session; cookie_consent=all',
          'x-forwarded-for': '203.0.113.9',
          'x-real-ip': '203.0.113.9',
          'user-agent': 'TestBrowser/1.0',
        },
      },
      {
        routerKind: 'App Router',
        routePath: '/(site)/[locale]/[variant]/[[...path]]',
        routeType: 'render',
        renderSource: 'react-server-components',
        revalidateReason: undefined,
      },
    )
    await Sentry.flush(5_000)

    const events = envelopes.flatMap(itemsOf).filter((item) => item.header.type === 'event')
    expect(events).toHaveLength(1)
    const event = events[0]!.payload as {
      environment?: string
      tags?: Record<string, unknown>
      exception?: { values?: { value?: string }[] }
      user?: Record<string, unknown>
      request?: { cookies?: unknown; headers?: Record<string, string>; url?: string; query_string?: unknown }
    }
    expect(event.environment).toBe('production')
    expect(event.tags?.service).toBe('homepage')
    expect(event.exception?.values?.[0]?.value).toBe('the pricing table could not be read')

    // Stack frames quote the lines around them: this file's, which name the values looked for.
    const sourceLines = new Set(['pre_context', 'context_line', 'post_context'])
    const raw = envelopes.map((envelope) => JSON.stringify(itemsOf(envelope), (key, value: unknown) => (sourceLines.has(key) ? undefined : value))).join('\n')
    expect(raw).not.toContain('203.0.113.9')
    expect(raw).not.toContain('secret-session')
    expect(raw).not.toContain('visitor%40example.com')
    expect(raw).not.toContain('visitor@example.com')
    expect(event.user?.ip_address).toBeUndefined()
    expect(event.request?.cookies).toBeUndefined()
  })
})
