/**
 * The browser side of consent, with a fake page: the cookie setter's definitions and region
 * rules, withdrawing (every remove call checked), the choice written and recorded, and the
 * record resent when the server is busy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSENT_DATA_LAYER_EVENT, CONSENT_DATA_LAYER_KEY, parseConsent } from '@/domain/consent/consent'
import { COOKIE_DEFINITIONS_ELEMENT_ID, UNAPPROVED_COOKIES_ATTRIBUTE } from '@/domain/consent/cookie-policy'

type Attributes = { path: string; domain?: string; expires?: number }

/** js-cookie, as a jar that remembers every call. */
const jar = vi.hoisted(() => ({
  values: new Map<string, string>(),
  sets: [] as { name: string; value: string; attributes: { path: string; domain?: string } }[],
  removes: [] as { name: string; attributes: { path: string; domain?: string } }[],
}))

vi.mock('js-cookie', () => ({
  default: {
    get: (name?: string) => (name === undefined ? Object.fromEntries(jar.values) : jar.values.get(name)),
    set: (name: string, value: string, attributes: Attributes) => {
      jar.sets.push({ name, value, attributes })
      jar.values.set(name, value)
    },
    remove: (name: string, attributes: Attributes) => {
      jar.removes.push({ name, attributes })
    },
  },
}))
vi.mock('@/analytics/commands', () => ({ sendToTracker: vi.fn() }))

type PageSetup = {
  region?: 'required' | 'not-required'
  unapproved?: 'block' | 'set'
  definitions?: string | null
  policyVersion?: number
  cookie?: string
  gpc?: boolean
}

function fakePage({ region = 'required', unapproved = 'block', definitions = null, policyVersion = 1, cookie = '', gpc = false }: PageSetup = {}) {
  const attributes = new Map<string, string>([
    ['data-consent-region', region],
    ['data-consent-policy-version', String(policyVersion)],
    [UNAPPROVED_COOKIES_ATTRIBUTE, unapproved],
  ])
  const dataLayer: unknown[] = []
  vi.stubGlobal('document', {
    cookie,
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    getElementById: (id: string) => (id === COOKIE_DEFINITIONS_ELEMENT_ID && definitions !== null ? { textContent: definitions } : null),
  })
  vi.stubGlobal('window', { location: { hostname: 'www.orbit.example' }, dataLayer, dispatchEvent: () => true })
  vi.stubGlobal('navigator', gpc ? { globalPrivacyControl: true } : {})
  return { dataLayer }
}

beforeEach(() => {
  vi.resetModules() // the setter caches the page's definitions per page
  jar.values.clear()
  jar.sets.length = 0
  jar.removes.length = 0
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const importSetter = async () => (await import('@/analytics/cookies')).setSiteCookie

describe('setSiteCookie', () => {
  it('sets cookie_consent and user_locale when the CMS collection is empty, and sets the rest by the built-in definitions', async () => {
    fakePage({ definitions: '[]' })
    const setSiteCookie = await importSetter()
    const refuseAll = { isCategoryAllowed: () => false }
    expect(setSiteCookie('cookie_consent', 'v1.1.000', refuseAll)).toBe(true)
    expect(setSiteCookie('user_locale', 'de', refuseAll)).toBe(true)
    expect(setSiteCookie('visitor_id', 'abc', { isCategoryAllowed: () => true })).toBe(true)
    expect(jar.sets.map((set) => set.name)).toEqual(['cookie_consent', 'user_locale', 'visitor_id'])
    expect(console.error).not.toHaveBeenCalled()
  })

  it('sets cookie_consent by its built-in definition when an editor deleted it or made it optional', async () => {
    for (const definitions of [
      JSON.stringify([{ name: 'utm_source', category: 'marketing', mandatory: false }]),
      JSON.stringify([{ name: 'cookie_consent', category: 'analytics', mandatory: false, domain: '.elsewhere.example', expiryDays: 1 }]),
    ]) {
      vi.resetModules()
      jar.sets.length = 0
      fakePage({ definitions })
      const setSiteCookie = await importSetter()
      expect(setSiteCookie('cookie_consent', 'v1.1.000', { isCategoryAllowed: () => false })).toBe(true)
      expect(jar.sets[0]?.attributes).toMatchObject({ path: '/', domain: '.orbit.example', expires: 365 })
    }
  })

  it('blocks a cookie the visitor has not allowed in a consent region even when the site says to set them anyway', async () => {
    fakePage({ region: 'required', unapproved: 'set' })
    expect((await importSetter())('utm_source', 'news', { isCategoryAllowed: () => false })).toBe(false)
    expect(jar.sets).toEqual([])
  })

  it('sets it elsewhere when the site says so, and blocks it elsewhere by default', async () => {
    fakePage({ region: 'not-required', unapproved: 'set' })
    expect((await importSetter())('utm_source', 'news', { isCategoryAllowed: () => false })).toBe(true)
    vi.resetModules()
    fakePage({ region: 'not-required', unapproved: 'block' })
    expect((await importSetter())('utm_medium', 'email', { isCategoryAllowed: () => false })).toBe(false)
    expect(jar.sets.map((set) => set.name)).toEqual(['utm_source'])
  })
})

describe('clearCookiesOf', () => {
  const fakeJar = (names: string[]) => {
    const removes: { name: string; attributes: { path: '/'; domain?: string } }[] = []
    return { removes, jar: { names: () => names, remove: (name: string, attributes: { path: '/'; domain?: string }) => removes.push({ name, attributes }) } }
  }

  it('removes each refused cookie from the host, the parent domain and its definition’s own domain, path /', async () => {
    fakePage({ definitions: JSON.stringify([{ name: 'utm_source', category: 'marketing', domain: '.ads.orbit.example' }]) })
    const { clearCookiesOf } = await import('@/site/consent/clear-cookies')
    const { removes, jar: cookies } = fakeJar(['utm_source', 'utm_campaign', 'cookie_consent', 'user_locale', 'visitor_id', 'unknown'])
    const cleared = clearCookiesOf((category) => category === 'analytics', { hostname: 'www.orbit.example', jar: cookies })
    // utm_campaign is not in the CMS: the built-in definition still finds it.
    expect(cleared).toEqual(['utm_source', 'utm_campaign'])
    expect(removes).toEqual([
      { name: 'utm_source', attributes: { path: '/' } },
      { name: 'utm_source', attributes: { path: '/', domain: 'www.orbit.example' } },
      { name: 'utm_source', attributes: { path: '/', domain: '.orbit.example' } },
      { name: 'utm_source', attributes: { path: '/', domain: '.ads.orbit.example' } },
      { name: 'utm_campaign', attributes: { path: '/' } },
      { name: 'utm_campaign', attributes: { path: '/', domain: 'www.orbit.example' } },
      { name: 'utm_campaign', attributes: { path: '/', domain: '.orbit.example' } },
    ])
  })

  it('on localhost removes the host-only cookie only', async () => {
    fakePage()
    const { clearCookiesOf } = await import('@/site/consent/clear-cookies')
    const { removes, jar: cookies } = fakeJar(['visitor_id'])
    expect(clearCookiesOf(() => false, { hostname: 'localhost', jar: cookies })).toEqual(['visitor_id'])
    expect(removes).toEqual([{ name: 'visitor_id', attributes: { path: '/' } }])
  })
})

type Call = { url: string; body: string }

function fakeServer(answers: (number | 'offline' | { status: number; retryAfter: string })[]) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: String(init.body) })
    const answer = answers[calls.length - 1] ?? 204
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    const { status, retryAfter } = typeof answer === 'number' ? { status: answer, retryAfter: undefined } : answer
    return new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} })
  })
  const waits: number[] = []
  const sleep = async (ms: number) => {
    waits.push(ms)
  }
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, sleep, waits }
}

describe('applyConsentChoice', () => {
  const ALL = { functional: true, analytics: true, marketing: true }

  it('records marketing as refused under Global Privacy Control, though the visitor accepted all', async () => {
    fakePage({ gpc: true })
    const { applyConsentChoice } = await import('@/site/consent/choice')
    const server = fakeServer([204])
    expect(await applyConsentChoice(ALL, 'de', server)).toBe(true)
    expect(JSON.parse(server.calls[0]!.body)).toMatchObject({ granted: { functional: true, analytics: true, marketing: false }, gpc: true })
  })

  it('never writes a lower policy version than the cookie holds (a stale cached page)', async () => {
    fakePage({ policyVersion: 2, cookie: 'cookie_consent=v3.1732000000000.000' })
    const { applyConsentChoice } = await import('@/site/consent/choice')
    const server = fakeServer([204])
    await applyConsentChoice(ALL, 'de', server)
    const written = jar.sets.find((set) => set.name === 'cookie_consent')
    expect(parseConsent(written?.value)?.policyVersion).toBe(3)
    expect(JSON.parse(server.calls[0]!.body).policyVersion).toBe(3)
  })

  it('removes a host-only cookie_consent before writing the parent-domain one, and reads the first well-formed value', async () => {
    const { dataLayer } = fakePage({ cookie: 'cookie_consent=junk; cookie_consent=v1.1732000000000.111' })
    const { applyConsentChoice, currentConsentContext } = await import('@/site/consent/choice')
    expect(currentConsentContext().choice?.granted).toEqual(ALL)
    await applyConsentChoice({ functional: false, analytics: false, marketing: false }, 'de', fakeServer([204]))
    expect(jar.removes[0]).toEqual({ name: 'cookie_consent', attributes: { path: '/' } })
    expect(jar.sets.find((set) => set.name === 'cookie_consent')?.attributes).toMatchObject({ domain: '.orbit.example' })
    const entry = dataLayer.at(-1) as Record<string, unknown>
    expect(entry.event).toBe(CONSENT_DATA_LAYER_EVENT)
    expect(entry[CONSENT_DATA_LAYER_KEY]).toMatchObject({ analytics: 'denied' })
  })
})

describe('sendConsentRecord', () => {
  const body = {
    choiceId: crypto.randomUUID(),
    granted: { functional: true, analytics: false, marketing: false },
    policyVersion: 1,
    locale: 'en',
    gpc: false,
  } as const

  it('resends the same body when the server is busy or the network fails, backing off', async () => {
    fakePage()
    const { sendConsentRecord } = await import('@/site/consent/choice')
    const server = fakeServer([503, 'offline', 429, 204])
    expect(await sendConsentRecord(body, server)).toBe(true)
    expect(server.calls).toHaveLength(4)
    expect(new Set(server.calls.map((call) => call.body)).size).toBe(1)
    expect(server.waits).toEqual([1_000, 2_000, 4_000])
  })

  it('respects Retry-After, capped at 30 s, and gives up after three resends', async () => {
    fakePage()
    const { sendConsentRecord } = await import('@/site/consent/choice')
    const server = fakeServer([{ status: 429, retryAfter: '7' }, { status: 429, retryAfter: '3600' }, { status: 503, retryAfter: 'soon' }, 503, 204])
    expect(await sendConsentRecord(body, server)).toBe(false)
    expect(server.calls).toHaveLength(4)
    expect(server.waits).toEqual([7_000, 30_000, 4_000])
  })

  it('does not resend a record the server refused', async () => {
    fakePage()
    const { sendConsentRecord } = await import('@/site/consent/choice')
    const server = fakeServer([400])
    expect(await sendConsentRecord(body, server)).toBe(false)
    expect(server.calls).toHaveLength(1)
    expect(server.waits).toEqual([])
  })
})
