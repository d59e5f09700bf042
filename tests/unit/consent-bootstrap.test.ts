import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import {
  CONSENT_ATTRIBUTES,
  CONSENT_DATA_LAYER_EVENT,
  CONSENT_DATA_LAYER_KEY,
  consentDataLayerValue,
  consentFromCookieHeader,
  type ConsentRegion,
  isCategoryAllowed,
  needsConsentChoice,
  parseConsent,
  serializeConsent,
} from '@/domain/consent/consent'
import { CONSENT_WAIT_FOR_UPDATE_MS, googleConsentState } from '@/domain/consent/mode'
import { CONSENT_BOOTSTRAP_SCRIPT } from '@/site/consent/bootstrap'

type Page = { region: ConsentRegion; policyVersion: number; cookie: string; gpc: boolean }

/** Runs the bootstrap's text as a browser would, in a bare context with only what it may touch. */
function runBootstrap({ region, policyVersion, cookie, gpc }: Page) {
  const attributes = new Map<string, string>([
    [CONSENT_ATTRIBUTES.region, region],
    [CONSENT_ATTRIBUTES.policyVersion, String(policyVersion)],
  ])
  const window: { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } = {}
  const context = {
    window,
    document: {
      cookie,
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    },
    navigator: gpc ? { globalPrivacyControl: true } : {},
  }
  vm.runInNewContext(CONSENT_BOOTSTRAP_SCRIPT, context)
  // gtag pushes its `arguments` objects; compare them as arrays.
  const layer = (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  )
  return { layer, pending: attributes.get(CONSENT_ATTRIBUTES.pending) === 'true' }
}

const choice = (policyVersion: number, flags: string) => `v${policyVersion}.1732000000000.${flags}`

const COOKIE_VALUES = [
  undefined,
  choice(1, '000'),
  choice(1, '111'),
  choice(1, '101'),
  choice(1, '010'),
  choice(2, '111'),
  choice(2, '001'),
  choice(3, '100'), // answered on a newer policy than a stale cached page says
  'v1.1732000000000.1111', // one flag too many
  'v1.1732000000000.12a',
  'x1.1.111',
  'v1.1.111 ',
  '',
  'v1234567.1.111',
  'v1.1234567890123456.111',
]

const cookieHeader = (value: string | undefined) => ['visitor_id=abc', ...(value === undefined ? [] : [`cookie_consent=${value}`]), 'other=v1.1.111'].join('; ')

const GOOD = choice(1, '101')

/** Odd headers a browser really sends: pairs without `=`, look-alike names, duplicates (host-only and parent-domain). */
const ODD_HEADERS = [
  `cookie_consent; cookie_consent=${GOOD}`,
  `flag; cookie_consent=${GOOD}`,
  `cookie_consentX; cookie_consent=${GOOD}`,
  `cookie_consentX=; cookie_consent=${GOOD}`,
  `cookie_consentX=${choice(1, '010')}; cookie_consent=${GOOD}`,
  `xcookie_consent=${choice(1, '010')}; cookie_consent=${GOOD}`,
  `cookie_consent=garbage; cookie_consent=${GOOD}`,
  `cookie_consent=; cookie_consent=${GOOD}`,
  `cookie_consent=${GOOD}; cookie_consent=${choice(1, '010')}`,
  `=${choice(1, '010')}; cookie_consent`,
  'cookie_consent',
]

const HEADERS = [...COOKIE_VALUES.map(cookieHeader), ...ODD_HEADERS]

const CASES: Page[] = HEADERS.flatMap((cookie) =>
  (['required', 'not-required'] as const).flatMap((region) =>
    [1, 2].flatMap((policyVersion) => [false, true].map((gpc) => ({ region, policyVersion, cookie, gpc }))),
  ),
)

describe('the consent bootstrap', () => {
  it.each(CASES)('agrees with the domain rules: %o', (page) => {
    const context = { region: page.region, policyVersion: page.policyVersion, choice: consentFromCookieHeader(page.cookie), globalPrivacyControl: page.gpc }
    const { layer, pending } = runBootstrap(page)

    expect(pending).toBe(needsConsentChoice(context))
    const entry = layer.find((item) => (item as { event?: string }).event === CONSENT_DATA_LAYER_EVENT) as Record<string, unknown>
    expect(entry[CONSENT_DATA_LAYER_KEY]).toEqual(consentDataLayerValue(context))

    // Consent Mode defaults first: what applies before any answer.
    const defaults = googleConsentState(consentDataLayerValue({ ...context, choice: undefined }))
    expect(layer[0]).toEqual(['consent', 'default', page.region === 'required' ? { ...defaults, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS } : defaults])
    const update = layer.find((item) => Array.isArray(item) && item[1] === 'update')
    expect(update).toEqual(context.choice ? ['consent', 'update', googleConsentState(consentDataLayerValue(context))] : undefined)
  })

  it('denies everything optional before a choice in consent regions, and grants all but advertising under GPC elsewhere', () => {
    const inside = runBootstrap({ region: 'required', policyVersion: 1, cookie: '', gpc: false })
    expect(inside.layer[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
        security_storage: 'granted',
        wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
      },
    ])
    expect(inside.pending).toBe(true)
    const outside = runBootstrap({ region: 'not-required', policyVersion: 1, cookie: '', gpc: true })
    expect(outside.layer[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
        functionality_storage: 'granted',
        personalization_storage: 'granted',
        security_storage: 'granted',
      },
    ])
    expect(outside.pending).toBe(false)
  })

  it('reads the cookie the banner writes, and asks again when the policy version is raised', () => {
    const cookie = `cookie_consent=${serializeConsent({ policyVersion: 3, chosenAt: Date.now(), granted: { functional: true, analytics: false, marketing: false } })}`
    expect(runBootstrap({ region: 'required', policyVersion: 3, cookie, gpc: false }).pending).toBe(false)
    expect(runBootstrap({ region: 'required', policyVersion: 4, cookie, gpc: false }).pending).toBe(true)
  })

  it('reads the first well-formed cookie_consent pair, skipping pairs without = and look-alike names', () => {
    for (const header of ODD_HEADERS.slice(0, -2)) expect(consentFromCookieHeader(header), header).toEqual(parseConsent(GOOD))
    expect(consentFromCookieHeader(ODD_HEADERS.at(-2))).toBeUndefined()
    expect(consentFromCookieHeader('cookie_consent')).toBeUndefined()
    for (const header of ODD_HEADERS.slice(0, -2)) {
      const { layer, pending } = runBootstrap({ region: 'required', policyVersion: 1, cookie: header, gpc: false })
      expect(pending, header).toBe(false)
      const entry = layer.find((item) => (item as { event?: string }).event === CONSENT_DATA_LAYER_EVENT) as Record<string, unknown>
      expect(entry[CONSENT_DATA_LAYER_KEY], header).toEqual({ necessary: 'granted', functional: 'granted', analytics: 'denied', marketing: 'granted' })
    }
  })

  it('outside consent regions keeps a refusal given under an older policy; inside, asks again', () => {
    const refused = parseConsent(choice(1, '000'))
    const outside = { region: 'not-required' as const, policyVersion: 2, choice: refused, globalPrivacyControl: false }
    expect(isCategoryAllowed(outside, 'analytics')).toBe(false)
    expect(isCategoryAllowed(outside, 'marketing')).toBe(false)
    expect(runBootstrap({ region: 'not-required', policyVersion: 2, cookie: cookieHeader(choice(1, '000')), gpc: false }).layer.at(-1)).toMatchObject({
      [CONSENT_DATA_LAYER_KEY]: { analytics: 'denied', marketing: 'denied' },
    })
    expect(needsConsentChoice({ ...outside, region: 'required' })).toBe(true)
  })

  it('counts an answer to a newer policy than the page knows (a stale cached page) as an answer', () => {
    const fresh = parseConsent(choice(3, '100'))
    const context = { region: 'required' as const, policyVersion: 2, choice: fresh, globalPrivacyControl: false }
    expect(needsConsentChoice(context)).toBe(false)
    expect(isCategoryAllowed(context, 'functional')).toBe(true)
    expect(isCategoryAllowed(context, 'analytics')).toBe(false)
    expect(runBootstrap({ region: 'required', policyVersion: 2, cookie: cookieHeader(choice(3, '100')), gpc: false }).pending).toBe(false)
  })

  it('keeps what the page pushed to the data layer before it', () => {
    const window: { dataLayer: unknown[] } = { dataLayer: [{ early: true }] }
    const document = { cookie: '', documentElement: { getAttribute: () => null, setAttribute: () => undefined } }
    vm.runInNewContext(CONSENT_BOOTSTRAP_SCRIPT, { window, document, navigator: {} })
    expect(window.dataLayer[0]).toEqual({ early: true })
    expect(window.dataLayer).toHaveLength(3) // the early entry, the defaults, the consent entry
  })

  it('is one constant text, the same on every page, with nothing per page or per visitor in it', () => {
    expect(CONSENT_BOOTSTRAP_SCRIPT).not.toMatch(/<\/script/i)
    expect(CONSENT_BOOTSTRAP_SCRIPT.length).toBeLessThan(2_000)
  })
})
