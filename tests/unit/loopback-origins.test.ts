/**
 * On a local run, http://127.0.0.1:PORT and http://localhost:PORT are the same site: a form
 * opened at either is the site's own. A deployment trusts only the origins it names; and a
 * refused form says that it came from another address, not that the network failed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { isCrossSiteWrite, originSet } from '@/domain/cross-site'
import { formHandler, type FormHandlerDeps } from '@/cms/leads/form-handler'
import { formText } from '@/i18n/form-text'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'
import { loopbackAliases, parseEnv } from '@/infrastructure/env'
import { statusMessage } from '@/site/forms/status-message'
import { submitWithFetch } from '@/site/forms/submit-with-fetch'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-loopback-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
const SECRET = 'x'.repeat(40)

describe('loopbackAliases', () => {
  it('spells a loopback origin every loopback way, same scheme and port', () => {
    expect(loopbackAliases('http://127.0.0.1:3070')).toEqual(['http://localhost:3070', 'http://127.0.0.1:3070', 'http://[::1]:3070'])
    expect(loopbackAliases('http://localhost')).toEqual(['http://localhost', 'http://127.0.0.1', 'http://[::1]'])
  })

  it('has none for a public address', () => {
    expect(loopbackAliases('https://www.orbit.example')).toEqual([])
    expect(loopbackAliases('http://localhost.orbit.example:3000')).toEqual([])
  })
})

describe('trusted origins', () => {
  it('in development, trust every loopback spelling of a local SERVER_URL', () => {
    const env = parseEnv({ NODE_ENV: 'development', PORT: '3070' }, dir)
    expect(env.trustedOrigins).toEqual(['http://localhost:3070', 'http://127.0.0.1:3070', 'http://[::1]:3070'])
    const named = parseEnv({ NODE_ENV: 'development', SERVER_URL: 'http://127.0.0.1:4000' }, dir)
    expect(named.trustedOrigins).toContain('http://localhost:4000')
  })

  it('a local run on the default address (npm start, no SERVER_URL) trusts them too', () => {
    const env = parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: SECRET, PORT: '3070' }, dir)
    expect(env.trustedOrigins).toContain('http://127.0.0.1:3070')
  })

  it('outside development, a named SERVER_URL is the only spelling trusted', () => {
    for (const NODE_ENV of ['production', 'test']) {
      const env = parseEnv({ NODE_ENV, PAYLOAD_SECRET: SECRET, SERVER_URL: 'http://localhost:3100' }, dir)
      expect(env.trustedOrigins).toEqual(['http://localhost:3100'])
    }
  })

  it('never adds loopback spellings for a public site, whatever the mode', () => {
    const env = parseEnv({ NODE_ENV: 'development', SERVER_URL: 'https://www.orbit.example' }, dir)
    expect(env.trustedOrigins).toEqual(['https://www.orbit.example'])
  })

  it('with them, a post from the page at 127.0.0.1 is the site’s own, and another port is not', () => {
    const trusted = originSet(parseEnv({ NODE_ENV: 'development', PORT: '3070' }, dir).trustedOrigins)
    expect(isCrossSiteWrite(new Headers({ origin: 'http://127.0.0.1:3070' }), trusted)).toBe(false)
    expect(isCrossSiteWrite(new Headers({ origin: 'http://127.0.0.1:3071' }), trusted)).toBe(true)
  })
})

describe('a form refused for its origin', () => {
  const deps = {
    payload: async () => {
      throw new Error('not reached')
    },
    limiter: new SlidingWindowRateLimiter(1_000, 60_000),
    countryHeader: 'x-visitor-country',
    trustedOrigins: ['http://localhost:3000'],
    consentSettings: async () => ({ cookiePolicyVersion: 1, consentCountries: [] }),
    meetingOptions: async () => ({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } }),
    localMeetingOptions: () => ({ bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } }),
    report: () => {},
    reportException: () => {},
    notifyTeam: async () => {},
    defer: () => {},
  } as unknown as FormHandlerDeps

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is answered 403 with a message naming both addresses', async () => {
    const response = await formHandler(deps)(
      new Request('http://localhost:3000/api/forms/contact-sales', {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' },
        body: '{}',
      }),
      'contact-sales',
    )
    expect(response.status).toBe(403)
    const { errors } = (await response.json()) as { errors: { message: string }[] }
    expect(errors[0]!.message).toMatch(/another address \(http:\/\/127\.0\.0\.1:3000\) than this site’s own \(http:\/\/localhost:3000\)/)
  })

  it('shows the visitor that the form came from another address, in the page’s language', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ errors: [{ message: 'refused' }] }, { status: 403 }))
    const state = await submitWithFetch('contactSales', { name: 'Dana' }, 'key-12345678')
    expect(state).toEqual({ status: 'otherAddress' })
    expect(statusMessage(state, formText('en'))).toMatch(/sent from another address than this site’s own/)
    expect(statusMessage(state, formText('de'))).toBe(formText('de').otherAddressMessage)
    expect(statusMessage(state, formText('en'))).not.toBe(formText('en').retryMessage)
  })
})
