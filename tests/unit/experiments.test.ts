import { describe, expect, it } from 'vitest'

import { goalsReached } from '@/analytics/ab/experiments'
import { abVariantsOfRenderVariant, debugOverride, type LiveTestSettings } from '@/domain/ab/assignment'
import { COOKIE_NAMES } from '@/domain/consent/cookies'
import { deviceClassOf, isInAudience, type AudienceFacts } from '@/domain/personalisation/audience'
import { layoutWithSwap, layoutWithSwaps, swapProblem } from '@/domain/personalisation/block-swap'
import { MAX_PAGE_VARIANTS, pageVariantCount, pageVariantLimitMessage } from '@/domain/personalisation/page-variants'
import { personalisationFor } from '@/domain/personalisation/rules'
import { localesMissingText } from '@/domain/personalisation/translated-locales'
import { decideVisit, type VisitRequest } from '@/domain/routing/visit-decision'
import { routingTable, type SiteSnapshot } from '@/domain/routing/site-routing'

const facts: AudienceFacts = { country: 'DE', locale: 'de', device: 'desktop', returning: false, cluster: undefined, industry: undefined }

describe('audiences', () => {
  it('hold a visitor only when every condition set holds; empty conditions let anyone in', () => {
    expect(isInAudience(undefined, facts)).toBe(true)
    expect(isInAudience({}, facts)).toBe(true)
    expect(isInAudience({ countries: ['DE', 'AT'] }, facts)).toBe(true)
    expect(isInAudience({ countries: ['FR'] }, facts)).toBe(false)
    expect(isInAudience({ countries: ['DE'], languages: ['en'] }, facts)).toBe(false)
    expect(isInAudience({ device: 'mobile' }, facts)).toBe(false)
    expect(isInAudience({ visitors: 'returning' }, facts)).toBe(false)
    expect(isInAudience({ visitors: 'returning' }, { ...facts, returning: true })).toBe(true)
    expect(isInAudience({ clusters: ['marketing'] }, facts)).toBe(false)
    expect(isInAudience({ clusters: ['marketing'], industries: ['retail'] }, { ...facts, cluster: 'marketing', industry: 'retail' })).toBe(true)
  })

  it('count phones and tablets as mobile, as nginx’s cache key does', () => {
    expect(deviceClassOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile')
    expect(deviceClassOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('mobile')
    expect(deviceClassOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toBe('desktop')
    expect(deviceClassOf(null)).toBe('desktop')
  })
})

describe('block swaps', () => {
  const layout = ['hero', 'cards', 'faq']

  it('replace the block at a position, or the whole layout without one', () => {
    expect(layoutWithSwap(layout, { replacesBlock: 1, blocks: ['new hero'] })).toEqual(['new hero', 'cards', 'faq'])
    expect(layoutWithSwap(layout, { replacesBlock: 2, blocks: ['a', 'b'] })).toEqual(['hero', 'a', 'b', 'faq'])
    expect(layoutWithSwap(layout, { replacesBlock: null, blocks: ['only'] })).toEqual(['only'])
  })

  it('aimed at the page’s own positions, keep their targets when several apply', () => {
    const twoAtTheTop = { replacesBlock: 1, blocks: ['new hero', 'banner'] }
    expect(layoutWithSwaps(layout, [twoAtTheTop, { replacesBlock: 2, blocks: ['new cards'] }])).toEqual(['new hero', 'banner', 'new cards', 'faq'])
    expect(layoutWithSwaps(layout, [twoAtTheTop, { replacesBlock: null, blocks: ['only'] }])).toEqual(['only'])
  })

  it('leave a page that has since lost the block as it is, and say so in the admin', () => {
    expect(layoutWithSwap(layout, { replacesBlock: 4, blocks: ['x'] })).toEqual(layout)
    expect(swapProblem({ replacesBlock: 4, blockCount: 1 }, 3)).toMatch(/from 1 to 3/)
    expect(swapProblem({ replacesBlock: 1, blockCount: 0 }, 3)).toMatch(/Add the block/)
    expect(swapProblem({ replacesBlock: 3, blockCount: 1 }, 3)).toBeUndefined()
  })
})

describe('guardrails', () => {
  it('bound the versions a page is in at once', () => {
    expect(pageVariantCount({ experimentVariants: [2, 2], rules: 1 })).toBe(8)
    expect(pageVariantLimitMessage(MAX_PAGE_VARIANTS)).toBeUndefined()
    expect(pageVariantLimitMessage(pageVariantCount({ experimentVariants: [2, 2], rules: 2 }))).toMatch(/12 versions at once \(at most 8\)/)
  })

  it('find the languages a variant’s texts are missing in', () => {
    const blocks = [{ blockType: 'hero', heading: { en: 'Plan faster', de: 'Schneller planen', ja: null }, image: 3 }]
    expect(localesMissingText(blocks, ['en', 'de', 'ja', 'fr'], 'en')).toEqual(['ja', 'fr'])
    expect(localesMissingText([{ heading: { en: '', de: '' } }], ['en', 'de'], 'en')).toEqual([])
  })
})

describe('personalisation rules', () => {
  it('show the first matching rule of the page only', () => {
    const rules = [
      { id: 7, path: '/pricing', audience: { countries: ['DE'] } },
      { id: 3, path: '/', audience: { countries: ['DE'], device: 'mobile' as const } },
      { id: 4, path: '/', audience: { countries: ['DE'] } },
      { id: 5, path: '/' },
    ]
    expect(personalisationFor(rules, '/', facts)).toBe(4)
    expect(personalisationFor(rules, '/', { ...facts, device: 'mobile' })).toBe(3)
    expect(personalisationFor(rules, '/', { ...facts, country: 'US' })).toBe(5)
    expect(personalisationFor(rules, '/about', facts)).toBeUndefined()
  })
})

const experiment: LiveTestSettings = {
  testName: 'home_heading_b',
  status: 'running',
  variants: [
    { name: 'control', traffic: 50 },
    { name: 'b', traffic: 50 },
  ],
  page: '/',
  languages: ['en', 'de'],
  goal: 'signup_click',
}

function decide(
  snapshot: SiteSnapshot,
  { path = '/', country = 'US', cookie = {}, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)', id = 'v-00000001', search = '' } = {},
) {
  const cookies: Record<string, string> = cookie
  const visit: VisitRequest = {
    method: 'GET',
    pathname: path,
    search,
    host: 'www.orbit.test',
    preview: false,
    cookie: (name) => cookies[name],
    header: (name) => (name === 'x-visitor-country' ? country : name === 'user-agent' ? userAgent : null),
  }
  return decideVisit(visit, {
    table: routingTable(snapshot),
    countryHeader: 'x-visitor-country',
    publicHostname: 'www.orbit.test',
    now: new Date(),
    newVisitorId: () => id,
  })
}

const target = (decision: ReturnType<typeof decide>) => (decision.route.kind === 'rewrite' ? decision.route.pathname : decision.route.kind)

describe('an experiment marketers made, in the proxy', () => {
  const snapshot: SiteSnapshot = {
    redirects: [],
    pages: [{ path: '/' }, { path: '/pricing' }, { path: '/de-only', locales: ['de'] }],
    pricedPaths: [],
    abTests: [experiment],
  }

  it('splits cookieless visitors about evenly, and each keeps their variant', () => {
    const variants = Array.from({ length: 200 }, (_, index) => {
      const decision = decide(snapshot, { id: `visitor-${index}-${index * 7919}` })
      const assigned = decision.cookies.find((cookie) => cookie.name === COOKIE_NAMES.abTests)?.value ?? ''
      const again = decide(snapshot, { cookie: { [COOKIE_NAMES.visitorId]: `visitor-${index}-${index * 7919}`, [COOKIE_NAMES.abTests]: assigned } })
      expect(target(again)).toBe(target(decision))
      return target(decision)
    })
    const b = variants.filter((pathname) => pathname === '/en/ab-home_heading_b.b').length
    expect(variants.filter((pathname) => pathname === '/en/ab-home_heading_b.control').length + b).toBe(200)
    expect(b).toBeGreaterThanOrEqual(80)
    expect(b).toBeLessThanOrEqual(120)
  })

  it('changes only its page, in the languages its texts are written in, and leaves known visitors out of a sign-up goal', () => {
    expect(target(decide(snapshot, { path: '/pricing' }))).toBe('/en/default/pricing')
    expect(target(decide(snapshot, { path: '/lang/ja' }))).toBe('/ja/default')
    expect(target(decide(snapshot, { cookie: { paying_account: '1' } }))).toBe('/en/visitor.known')
  })

  it('takes only its audience', () => {
    const aimed = { ...snapshot, abTests: [{ ...experiment, audience: { device: 'mobile' as const } }] }
    expect(target(decide(aimed))).toBe('/en/default')
    expect(target(decide(aimed, { userAgent: 'Mozilla/5.0 (iPhone) Mobile' }))).toMatch(/^\/en\/ab-home_heading_b\./)
  })

  it('keeps a draft’s variant to staff previews', () => {
    const draft = { ...snapshot, abTests: [{ ...experiment, status: 'paused' as const, draft: true as const }] }
    expect(target(decide(draft, { search: '?debug-ab-test-name=home_heading_b:b' }))).toBe('/en/default')
    const started = { ...snapshot, abTests: [{ ...experiment, status: 'paused' as const }] }
    expect(target(decide(started, { search: '?debug-ab-test-name=home_heading_b:b' }))).toBe('/en/ab-home_heading_b.b')
  })

  it('can be previewed and rendered by its name, and nothing else can', () => {
    expect(debugOverride('home_heading_b', [experiment])).toEqual({ testName: 'home_heading_b', variant: 'b' })
    expect(debugOverride('home_heading_b:control', [experiment])).toEqual({ testName: 'home_heading_b', variant: 'control' })
    expect(debugOverride('home_heading_b:z', [experiment])).toBeUndefined()
    expect(debugOverride('home_heading_b')).toBeUndefined()
    const known = [{ testName: 'home_heading_b', variants: ['control', 'b'] }]
    expect(abVariantsOfRenderVariant({ 'ab-home_heading_b': 'b' }, known)).toEqual({ home_heading_b: 'b' })
    expect(abVariantsOfRenderVariant({ 'ab-home_heading_b': 'b' })).toBeUndefined()
    expect(abVariantsOfRenderVariant({ 'ab-home_heading_b': 'c' }, known)).toBeUndefined()
  })
})

describe('a personalisation rule, in the proxy', () => {
  const snapshot: SiteSnapshot = {
    redirects: [],
    pages: [{ path: '/' }],
    pricedPaths: [],
    personalisations: [{ id: 12, path: '/', audience: { countries: ['DE'] } }],
  }

  it('shows German visitors the rule’s copy of the page, shared between them; others the page', () => {
    const german = decide(snapshot, { country: 'DE' })
    // The English page also offers the German one, as to any visitor from Germany.
    expect(target(german)).toBe('/en/consent.required~for.12~suggest.de')
    // Keyed by country in nginx and by the decision in the server's copies: no visitor's own page.
    expect(german.personal).toBe(false)
    expect(target(decide(snapshot, { country: 'DE', path: '/lang/de' }))).toBe('/de/consent.required~for.12')
    expect(target(decide(snapshot, { country: 'US' }))).toBe('/en/default')
  })

  it('leaves the pages the site’s code draws alone', () => {
    const onTheGallery = { ...snapshot, pages: [{ path: '/templates/community' }], personalisations: [{ id: 13, path: '/templates/community' }] }
    expect(target(decide(onTheGallery, { path: '/templates/community' }))).toBe('/en/default/templates/community')
  })
})

describe('a goal page', () => {
  it('counts for the experiments the visitor is in, in their variant, and never in a debug visit', () => {
    const assigned = { home_heading: 'b', other: 'control' }
    expect(goalsReached({ goals: ['home_heading', 'not_in_it'], assigned, debug: false })).toEqual([['home_heading', 'b']])
    expect(goalsReached({ goals: ['home_heading'], assigned, debug: true })).toEqual([])
  })
})
