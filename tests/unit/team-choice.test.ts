import { describe, expect, it } from 'vitest'

import { serializeConsent } from '@/domain/consent/consent'
import { chosenTeam, examplesForTeam } from '@/domain/personalisation/team-choice'
import { isVisitorVariantPair, routingTable, type SiteSnapshot } from '@/domain/routing/site-routing'
import { decideVisit, type VisitRequest } from '@/domain/routing/visit-decision'

const cookies =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name]

describe('chosenTeam', () => {
  it('is the team just picked, else the one the cookie remembers', () => {
    expect(chosenTeam(new URLSearchParams('cluster=Marketing'), cookies({ user_cluster: 'crm' }))).toBe('marketing')
    expect(chosenTeam(new URLSearchParams(), cookies({ user_cluster: 'crm' }))).toBe('crm')
    expect(chosenTeam(new URLSearchParams(), cookies({}))).toBeUndefined()
  })

  it('"any team", or a cluster the picker does not offer, shows every team’s examples, whatever the cookie says', () => {
    expect(chosenTeam(new URLSearchParams('cluster=generic'), cookies({ user_cluster: 'crm' }))).toBeUndefined()
    expect(chosenTeam(new URLSearchParams('cluster=finance'), cookies({ user_cluster: 'crm' }))).toBeUndefined()
    expect(chosenTeam(new URLSearchParams(), cookies({ user_cluster: '<script>' }))).toBeUndefined()
  })
})

describe('examplesForTeam', () => {
  const cards = [{ product: 'work-management' }, { product: 'crm' }, { product: 'marketing_campaigns' }, { product: 'dev' }, { product: 'service' }] as const

  it('puts the products suiting the team first, in the team’s order, and names the first', () => {
    const { items, suggested } = examplesForTeam(cards, 'operations')
    expect(items.map((card) => card.product)).toEqual(['work-management', 'service', 'crm', 'marketing_campaigns', 'dev'])
    expect(suggested).toBe(cards[0])
    expect(examplesForTeam(cards, 'tech').items[0]).toBe(cards[3])
    expect(examplesForTeam(cards, 'marketing').suggested).toBe(cards[2])
  })

  it('without a team, or with no card for it, keeps the editor’s order and suggests nothing', () => {
    expect(examplesForTeam(cards, undefined)).toEqual({ items: [...cards] })
    expect(examplesForTeam([{ product: 'crm' as const }], 'tech')).toEqual({ items: [{ product: 'crm' }], suggested: undefined })
  })
})

describe('the proxy’s decision for a visitor who picked a team', () => {
  const snapshot: SiteSnapshot = { redirects: [], pages: [{ path: '/' }, { path: '/crm' }], pricedPaths: [], teamPaths: ['/'] }

  function decide({
    search = '',
    path = '/',
    cookie = {},
    country = 'US',
    preview = false,
  }: {
    search?: string
    path?: string
    cookie?: Record<string, string>
    country?: string
    preview?: boolean
  }) {
    const visit: VisitRequest = {
      method: 'GET',
      pathname: path,
      search,
      host: 'www.orbit.test',
      preview,
      cookie: cookies(cookie),
      header: (name) => (name === 'x-visitor-country' ? country : null),
    }
    return decideVisit(visit, {
      table: routingTable(snapshot),
      countryHeader: 'x-visitor-country',
      publicHostname: 'www.orbit.test',
      now: new Date(),
      newVisitorId: () => 'v-00000001',
    })
  }
  const cookieNamed = (decision: ReturnType<typeof decide>, name: string) => decision.cookies.find((cookie) => cookie.name === name)?.value

  it('renders a page that adapts for the remembered team, for that visitor only; other pages stay shared', () => {
    const adapted = decide({ cookie: { user_cluster: 'marketing' } })
    expect(adapted.route).toMatchObject({ kind: 'rewrite', pathname: '/en/team.marketing' })
    expect(adapted.personal).toBe(true)
    const elsewhere = decide({ path: '/crm', cookie: { user_cluster: 'marketing' } })
    expect(elsewhere.route).toMatchObject({ pathname: '/en/default/crm' })
    expect(elsewhere.personal).toBe(false)
    expect(decide({}).route).toMatchObject({ pathname: '/en/default' })
  })

  it('a pick is shown at once and kept as the cluster and industry cookies', () => {
    const picked = decide({ search: '?cluster=crm&industry=retail', cookie: { user_cluster: 'marketing' } })
    expect(picked.route).toMatchObject({ pathname: '/en/team.crm' })
    expect([cookieNamed(picked, 'user_cluster'), cookieNamed(picked, 'user_industry')]).toEqual(['crm', 'retail'])
    const anyTeam = decide({ search: '?cluster=generic', cookie: { user_cluster: 'marketing' } })
    expect(anyTeam.route).toMatchObject({ pathname: '/en/default' })
    expect(cookieNamed(anyTeam, 'user_cluster')).toBe('generic')
  })

  it('where consent is needed and functional cookies are not allowed, the pick shows on that page and is not kept', () => {
    const picked = decide({ search: '?cluster=tech', country: 'DE' })
    expect(picked.route).toMatchObject({ pathname: expect.stringMatching(/^\/en\/consent\.required~.*team\.tech$/) })
    expect(cookieNamed(picked, 'user_cluster')).toBeUndefined()
    const allowed = serializeConsent({ policyVersion: 1, chosenAt: 1_764_000_000_000, granted: { functional: true, analytics: false, marketing: false } })
    expect(cookieNamed(decide({ search: '?cluster=tech', country: 'DE', cookie: { cookie_consent: allowed } }), 'user_cluster')).toBe('tech')
  })

  it('a staff preview shows what visitors without a pick see', () => {
    expect(decide({ cookie: { user_cluster: 'marketing' }, preview: true }).route).toMatchObject({ pathname: '/en/default' })
  })

  it('only the picker’s teams make a page variant of their own', () => {
    expect(isVisitorVariantPair('team', 'hr')).toBe(true)
    expect(isVisitorVariantPair('team', 'generic')).toBe(false)
    expect(isVisitorVariantPair('team', 'finance')).toBe(false)
  })
})
