import { describe, expect, it } from 'vitest'

import {
  APPROVED_STATUS_CODES,
  categoryRow,
  countsOf,
  excerptOf,
  filterTemplates,
  galleryPage,
  isEditorsChoice,
  isSponsored,
  orderOf,
  scoresByType,
  sortTemplates,
  tagOptions,
  teamSizeOf,
  teamSizeRank,
  type GalleryTemplate,
} from '@/domain/templates/gallery-listing'
import {
  categoryFromBlock,
  DEFAULT_GALLERY_QUERY,
  GALLERY_CATEGORIES,
  GALLERY_PAGE_SIZE,
  GALLERY_SORTS,
  galleryHref,
  galleryQueryString,
  isFilteredQuery,
  parseGalleryQuery,
  parseTemplateId,
  TEMPLATE_PAGE_PATTERN,
  templatePagePath,
  type GalleryQuery,
} from '@/domain/templates/gallery-query'
import { counterChange, interactionBody, isBoardId, isLikeKey, signUpWithTemplateUrl } from '@/domain/templates/interactions'
import { addToTrending, decayFactor, TRENDING, trendingScore } from '@/domain/templates/trending'
import { isAppPage, routeRequest, routingTable } from '@/domain/routing/site-routing'
import { MAIN_PAGE_CATEGORIES, SORT_TYPES, TEMPLATE_STATUS } from '@/domain/templates/templates'

const HOUR = 36e5
const NOW = Date.parse('2026-11-21T12:00:00Z')
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR).toISOString()

let nextId = 1

/** A gallery template: approved, shared `ageHours` ago, nothing counted, unless told. */
function template(overrides: Partial<GalleryTemplate> & { ageHours?: number } = {}): GalleryTemplate {
  const { ageHours = 24, ...rest } = overrides
  return {
    id: nextId++,
    title: `Template ${nextId}`,
    createdAt: hoursAgo(ageHours),
    statusCode: TEMPLATE_STATUS.APPROVED,
    authorName: 'Dana',
    excerpt: '',
    tags: [],
    scores: {},
    counters: undefined,
    trending: undefined,
    boardId: undefined,
    image: undefined,
    ...rest,
  }
}

const query = (changes: Partial<GalleryQuery> = {}): GalleryQuery => ({ ...DEFAULT_GALLERY_QUERY, ...changes })
const ids = (templates: readonly GalleryTemplate[]) => templates.map((item) => item.id)

describe('the spec’s lists', () => {
  it('has an address for each main page category and sort type', () => {
    expect(Object.keys(GALLERY_CATEGORIES)).toEqual([...MAIN_PAGE_CATEGORIES])
    expect(Object.keys(GALLERY_SORTS)).toEqual([...SORT_TYPES])
    expect(Object.values(GALLERY_CATEGORIES)).toEqual(['trending', 'most-used', 'editors-choice', 'latest'])
    expect(Object.values(GALLERY_SORTS)).toEqual(['latest', 'most-used', 'trending', 'team-size'])
  })

  it('lists approved, approved paid and approved by user as online', () => {
    expect([...APPROVED_STATUS_CODES].sort()).toEqual([1, 3, 5])
  })

  it('reads the CMS block’s stored categories', () => {
    expect(categoryFromBlock('trending')).toBe('trending')
    expect(categoryFromBlock('mostUsed')).toBe('most-used')
    expect(categoryFromBlock('editorsChoice')).toBe('editors-choice')
    expect(categoryFromBlock('latest')).toBe('latest')
    expect(categoryFromBlock('nonsense')).toBe('trending')
    expect(categoryFromBlock(undefined)).toBe('trending')
  })
})

describe('template addresses', () => {
  it('takes plausible ids only', () => {
    expect(parseTemplateId('12')).toBe(12)
    expect(parseTemplateId(7)).toBe(7)
    expect(parseTemplateId('2147483647')).toBe(2_147_483_647)
    for (const bad of ['0', '012', '-1', '1.5', '1e3', '', 'abc', '12 ', '2147483648', '99999999999', null, undefined, {}]) {
      expect(parseTemplateId(bad), String(bad)).toBeUndefined()
    }
  })

  it('matches template pages and nothing else', () => {
    expect(templatePagePath(42)).toBe('/templates/community/42')
    expect(TEMPLATE_PAGE_PATTERN.test('/templates/community/42')).toBe(true)
    for (const path of ['/templates/community', '/templates/community/0', '/templates/community/42/x', '/templates/community/abc', '/templates/42']) {
      expect(TEMPLATE_PAGE_PATTERN.test(path), path).toBe(false)
    }
  })
})

describe('the proxy', () => {
  // A snapshot where `/templates` is the CMS's page and nothing else under it is.
  const table = routingTable({ redirects: [], pages: [{ path: '/' }, { path: '/templates' }], pricedPaths: [] })
  const visitor = { country: 'US' }

  it('rewrites the gallery and template pages as app pages, in every locale, keeping the query', () => {
    expect(isAppPage('/templates/community')).toBe(true)
    expect(isAppPage('/templates/community/12')).toBe(true)
    expect(isAppPage('/templates')).toBe(false) // the marketers' page
    expect(routeRequest('/templates/community', '?category=latest', table, visitor)).toMatchObject({
      kind: 'rewrite',
      pathname: '/en/default/templates/community',
    })
    expect(routeRequest('/lang/de/templates/community/12', '', table, visitor)).toMatchObject({
      kind: 'rewrite',
      pathname: '/de/default/templates/community/12',
    })
    expect(routeRequest('/templates', '', table, visitor)).toMatchObject({ kind: 'rewrite', pathname: '/en/default/templates' })
  })

  it('answers 404 at once for what cannot be a template page', () => {
    for (const path of ['/templates/community/abc', '/templates/community/0', '/templates/community/12/edit', '/templates/other']) {
      expect(routeRequest(path, '', table, visitor).kind, path).toBe('not-found')
    }
  })
})

describe('the gallery query', () => {
  it('defaults to trending, first page, no filter', () => {
    expect(parseGalleryQuery({})).toEqual({ category: 'trending', sort: undefined, tags: {}, page: 1 })
    expect(parseGalleryQuery(new URLSearchParams(''))).toEqual(DEFAULT_GALLERY_QUERY)
  })

  it('reads category, sort, tags and page', () => {
    expect(parseGalleryQuery(new URLSearchParams('category=editors-choice&sort=team-size&industry=Marketing&team_size=11-50&page=3'))).toEqual({
      category: 'editors-choice',
      sort: 'team-size',
      tags: { industry: 'Marketing', teamSize: '11-50' },
      page: 3,
    })
    expect(parseGalleryQuery({ tools: ' Gantt ', board_usage: 'Planning', categories: 'HR' }).tags).toEqual({
      tools: 'Gantt',
      boardUsage: 'Planning',
      categories: 'HR',
    })
  })

  it('falls back part by part on bad values, never throws', () => {
    expect(parseGalleryQuery({ category: 'best', sort: 'random', page: '-2', industry: 'Retail' })).toEqual({
      category: 'trending',
      sort: undefined,
      tags: { industry: 'Retail' },
      page: 1,
    })
    for (const page of ['0', 'abc', '1.5', '', '99999999', 'Infinity', 'NaN']) {
      expect(parseGalleryQuery({ page }).page, page).toBe(1)
    }
    expect(parseGalleryQuery({ industry: 'x'.repeat(61) }).tags).toEqual({})
    expect(parseGalleryQuery({ industry: '  ' }).tags).toEqual({})
    expect(parseGalleryQuery({ industry: 'a\u0000b' }).tags).toEqual({})
    expect(parseGalleryQuery({ category: ['latest', 'trending'], page: ['2', '5'] })).toMatchObject({ category: 'latest', page: 2 })
    expect(parseGalleryQuery({ category: [] })).toMatchObject({ category: 'trending' })
  })

  it('writes one address per view, defaults left out', () => {
    expect(galleryQueryString(DEFAULT_GALLERY_QUERY)).toBe('')
    expect(galleryHref(DEFAULT_GALLERY_QUERY)).toBe('/templates/community')
    const written = galleryQueryString(query({ category: 'latest', sort: 'most-used', tags: { industry: 'Real estate', teamSize: '1-10' }, page: 2 }))
    expect(written).toBe('?category=latest&sort=most-used&industry=Real+estate&team_size=1-10&page=2')
    // What is written reads back the same.
    expect(parseGalleryQuery(new URLSearchParams(written))).toEqual(
      query({ category: 'latest', sort: 'most-used', tags: { industry: 'Real estate', teamSize: '1-10' }, page: 2 }),
    )
  })

  it('knows which views are filtered', () => {
    expect(isFilteredQuery(DEFAULT_GALLERY_QUERY)).toBe(false)
    expect(isFilteredQuery(query({ category: 'latest' }))).toBe(false)
    expect(isFilteredQuery(query({ page: 2 }))).toBe(true)
    expect(isFilteredQuery(query({ sort: 'latest' }))).toBe(true)
    expect(isFilteredQuery(query({ tags: { tools: 'Gantt' } }))).toBe(true)
  })
})

describe('Trending', () => {
  it('halves every half-life and never grows', () => {
    expect(decayFactor(NOW, NOW)).toBe(1)
    expect(decayFactor(NOW - TRENDING.halfLifeHours * HOUR, NOW)).toBeCloseTo(0.5, 10)
    expect(decayFactor(NOW - 2 * TRENDING.halfLifeHours * HOUR, NOW)).toBeCloseTo(0.25, 10)
    expect(decayFactor(NOW + HOUR, NOW)).toBe(1) // a clock a little ahead does not inflate
    expect(decayFactor(Number.NaN, NOW)).toBe(0)
  })

  it('keeps a running sum that equals the sum of decayed weights', () => {
    const events = [
      { at: NOW - 100 * HOUR, weight: TRENDING.weights.like },
      { at: NOW - 30 * HOUR, weight: TRENDING.weights.view },
      { at: NOW - 2 * HOUR, weight: TRENDING.weights.use },
    ]
    let state: ReturnType<typeof addToTrending> | undefined
    for (const event of events) state = addToTrending(state, event.weight, event.at)
    const expected = events.reduce((sum, event) => sum + event.weight * decayFactor(event.at, NOW), 0)
    const created = template({ createdAt: new Date(NOW - 1000 * HOUR).toISOString(), trending: state })
    const boost = TRENDING.newTemplateBoost * decayFactor(NOW - 1000 * HOUR, NOW)
    expect(trendingScore(created, NOW)).toBeCloseTo(expected + boost, 9)
  })

  it('gives a new template a head start that fades', () => {
    expect(trendingScore(template({ ageHours: 0 }), NOW)).toBeCloseTo(TRENDING.newTemplateBoost, 10)
    expect(trendingScore(template({ ageHours: TRENDING.halfLifeHours }), NOW)).toBeCloseTo(TRENDING.newTemplateBoost / 2, 10)
  })

  it('ranks recent activity above old fame, whatever the template’s age', () => {
    // A year-old template used a lot last year, and another year-old one shared around today.
    const famous = template({ ageHours: 8760, trending: { score: 5000, at: hoursAgo(24 * 300) } })
    const rediscovered = template({ ageHours: 8760, trending: { score: 10 * TRENDING.weights.use, at: hoursAgo(3) } })
    const brandNew = template({ ageHours: 1 })
    expect(ids(sortTemplates([famous, brandNew, rediscovered], 'trending', NOW))).toEqual([rediscovered.id, brandNew.id, famous.id])
  })

  it('weighs a use above a like above a view', () => {
    expect(TRENDING.weights.use).toBeGreaterThan(TRENDING.weights.like)
    expect(TRENDING.weights.like).toBeGreaterThan(TRENDING.weights.view)
    const used = template({ trending: addToTrending(undefined, TRENDING.weights.use, NOW) })
    const liked = template({ trending: addToTrending(undefined, TRENDING.weights.like, NOW) })
    const viewed = template({ trending: addToTrending(undefined, TRENDING.weights.view, NOW) })
    expect(ids(sortTemplates([viewed, liked, used], 'trending', NOW))).toEqual([used.id, liked.id, viewed.id])
  })

  it('does not let a negative stored score count against a template', () => {
    expect(trendingScore(template({ ageHours: 10_000, trending: { score: -50, at: hoursAgo(0) } }), NOW)).toBeGreaterThanOrEqual(0)
  })
})

describe('counts and scores', () => {
  it('reads the scores array by type, numbers or numeric text', () => {
    expect(
      scoresByType([
        { type: 'likes', value: 3 },
        { type: 'usage', value: '12' },
        { type: 'likes', value: 99 },
        { type: 'views', value: 'many' },
        { type: null, value: 1 },
      ]),
    ).toEqual({ likes: 3, usage: 12 })
    expect(scoresByType(undefined)).toEqual({})
  })

  it('prefers the site’s counters, else the scores', () => {
    expect(countsOf(template({ scores: { likes: 4, views: 10, usage: 2 } }))).toEqual({ likes: 4, views: 10, uses: 2 })
    expect(countsOf(template({ scores: { likes: 4 }, counters: { likes: 5, views: 1, uses: 0 } }))).toEqual({ likes: 5, views: 1, uses: 0 })
    expect(countsOf(template({ scores: { likes: -3 } }))).toEqual({ likes: 0, views: 0, uses: 0 })
  })

  it('names the counter each action moves and the score it feeds', () => {
    expect(counterChange('view')).toEqual({ counter: 'views', delta: 1 })
    expect(counterChange('use')).toEqual({ counter: 'uses', delta: 1 })
    expect(counterChange('like')).toEqual({ counter: 'likes', delta: 1 })
    expect(counterChange('unlike')).toEqual({ counter: 'likes', delta: -1 })
  })

  it('reads editor’s choice and sponsored', () => {
    expect(isEditorsChoice(template({ scores: { editor_choice: 1 } }))).toBe(true)
    expect(isEditorsChoice(template({ scores: { featured: 1 } }))).toBe(true)
    expect(isEditorsChoice(template({ scores: { editor_choice: 0, admin: 5 } }))).toBe(false)
    expect(isSponsored(template({ statusCode: TEMPLATE_STATUS.APPROVED_PAID }))).toBe(true)
    expect(isSponsored(template())).toBe(false)
  })
})

describe('team size', () => {
  it('orders sizes by their first number', () => {
    const sizes = ['500+', '11-50', 'Just me', '1-10', '1,000+', '51-200', '201-500']
    expect([...sizes].sort((a, b) => teamSizeRank(a) - teamSizeRank(b) || a.localeCompare(b))).toEqual([
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '500+',
      '1,000+',
      'Just me',
    ])
    expect(teamSizeRank(undefined)).toBe(Number.POSITIVE_INFINITY)
  })

  it('finds the team-size tag (category 3)', () => {
    expect(
      teamSizeOf([
        { category: 2, value: 'Retail' },
        { category: 3, value: '11-50' },
      ]),
    ).toBe('11-50')
    expect(teamSizeOf([{ category: 2, value: '11-50' }])).toBeUndefined()
  })
})

describe('ordering', () => {
  const old = template({ ageHours: 300, scores: { usage: 50, editor_choice: 1 }, tags: [{ category: 3, value: '51-200' }] })
  const mid = template({ ageHours: 100, scores: { usage: 5, featured: 1 }, tags: [{ category: 3, value: '1-10' }] })
  const fresh = template({ ageHours: 1, counters: { likes: 0, views: 3, uses: 80 }, tags: [{ category: 3, value: '11-50' }] })
  const sizeless = template({ ageHours: 2, scores: { usage: 50 } })
  const all = [old, mid, fresh, sizeless]

  it('sorts by each sort type, ties to the newest', () => {
    expect(ids(sortTemplates(all, 'latest', NOW))).toEqual([fresh.id, sizeless.id, mid.id, old.id])
    expect(ids(sortTemplates(all, 'most-used', NOW))).toEqual([fresh.id, sizeless.id, old.id, mid.id])
    expect(ids(sortTemplates(all, 'team-size', NOW))).toEqual([mid.id, fresh.id, old.id, sizeless.id])
    expect(ids(sortTemplates(all, 'editors-choice', NOW))).toEqual([old.id, mid.id, fresh.id, sizeless.id])
    expect(sortTemplates(all, 'trending', NOW)[0]!.id).toBe(fresh.id)
  })

  it('never changes the list it is given', () => {
    const before = ids(all)
    sortTemplates(all, 'latest', NOW)
    expect(ids(all)).toEqual(before)
  })

  it('takes the category’s order unless a sort is asked for', () => {
    expect(orderOf({ category: 'most-used', sort: undefined })).toBe('most-used')
    expect(orderOf({ category: 'editors-choice', sort: 'latest' })).toBe('latest')
  })
})

describe('filters and pages', () => {
  const pending = template({ statusCode: TEMPLATE_STATUS.PENDING, tags: [{ category: 2, value: 'Retail' }] })
  const rejected = template({ statusCode: TEMPLATE_STATUS.REJECTED })
  const retail = template({
    tags: [
      { category: 2, value: 'Retail' },
      { category: 3, value: '1-10' },
    ],
    scores: { editor_choice: 2 },
  })
  const retailBig = template({
    tags: [
      { category: 2, value: 'retail ' },
      { category: 3, value: '51-200' },
    ],
    statusCode: TEMPLATE_STATUS.APPROVED_BY_USER,
  })
  const media = template({ tags: [{ category: 2, value: 'Media' }], statusCode: TEMPLATE_STATUS.APPROVED_PAID })
  const all = [pending, rejected, retail, retailBig, media]

  it('never lists a template that is not online', () => {
    expect(ids(filterTemplates(all, query()))).toEqual([retail.id, retailBig.id, media.id])
    expect(ids(galleryPage(all, query({ category: 'latest' }), NOW).items)).not.toContain(pending.id)
  })

  it('filters by tag per category, whatever the case, all at once', () => {
    expect(ids(filterTemplates(all, query({ tags: { industry: 'RETAIL' } })))).toEqual([retail.id, retailBig.id])
    expect(ids(filterTemplates(all, query({ tags: { industry: 'Retail', teamSize: '1-10' } })))).toEqual([retail.id])
    // A tag of another category does not match.
    expect(filterTemplates(all, query({ tags: { tools: 'Retail' } }))).toEqual([])
  })

  it('keeps editor’s choice to the moderators’ picks', () => {
    expect(ids(filterTemplates(all, query({ category: 'editors-choice' })))).toEqual([retail.id])
  })

  it('pages through in order, a page past the end showing the last', () => {
    const many = Array.from({ length: 30 }, (_, index) => template({ ageHours: index + 1 }))
    const first = galleryPage(many, query({ category: 'latest' }), NOW)
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 30, order: 'latest' })
    expect(first.items).toHaveLength(GALLERY_PAGE_SIZE)
    const pages = [1, 2, 3].flatMap((page) => ids(galleryPage(many, query({ category: 'latest', page }), NOW).items))
    expect(pages).toEqual(ids(many)) // newest first, each once
    expect(galleryPage(many, query({ category: 'latest', page: 99 }), NOW)).toMatchObject({ page: 3 })
    expect(galleryPage([], query({ page: 4 }), NOW)).toMatchObject({ items: [], page: 1, pageCount: 1, total: 0 })
  })

  it('gives a block its row', () => {
    const many = Array.from({ length: 10 }, (_, index) => template({ ageHours: index + 1 }))
    expect(categoryRow(many, 'latest', 3, NOW)).toHaveLength(3)
    expect(ids(categoryRow(many, 'latest', 3, NOW))).toEqual(ids(many.slice(0, 3)))
    expect(categoryRow([pending], 'latest', 3, NOW)).toEqual([])
  })

  it('offers each tag value once, team sizes smallest first, from online templates only', () => {
    const options = tagOptions([
      ...all,
      template({
        tags: [
          { category: 3, value: '11-50' },
          { category: 1, value: 'Gantt' },
          { category: 1, value: 'automations' },
        ],
      }),
    ])
    expect(options.industry).toEqual(['Media', 'Retail'])
    expect(options.teamSize).toEqual(['1-10', '11-50', '51-200'])
    expect(options.tools).toEqual(['automations', 'Gantt'])
    expect(options.boardUsage).toEqual([])
  })
})

describe('using a template', () => {
  it('carries the board to sign-up', () => {
    expect(signUpWithTemplateUrl('https://auth.orbit.example/users/sign_up_new', '12345')).toBe(
      'https://auth.orbit.example/users/sign_up_new?template_board_id=12345',
    )
    expect(signUpWithTemplateUrl('https://auth.orbit.example/users/sign_up_new?keep_region=true', 'b-1')).toBe(
      'https://auth.orbit.example/users/sign_up_new?keep_region=true&template_board_id=b-1',
    )
    expect(signUpWithTemplateUrl('/signup', 'x y')).toBe('/signup?template_board_id=x%20y')
  })

  it('takes board ids the product makes', () => {
    expect(isBoardId('123456789')).toBe(true)
    expect(isBoardId('board_A-1')).toBe(true)
    for (const bad of ['', 'a b', 'x'.repeat(41), '"><script>', '1;2', undefined, 5]) expect(isBoardId(bad), String(bad)).toBe(false)
  })

  it('makes a short teaser of a story', () => {
    expect(excerptOf('Short  story.\n')).toBe('Short story.')
    const long = 'word '.repeat(100)
    const teaser = excerptOf(long, 40)
    expect(teaser.length).toBeLessThanOrEqual(40)
    expect(teaser.endsWith('…')).toBe(true)
    expect(excerptOf(undefined)).toBe('')
  })
})

describe('the counting endpoint’s body', () => {
  it('takes exactly one known action', () => {
    for (const action of ['view', 'like', 'unlike', 'use']) expect(interactionBody.safeParse({ action }).success).toBe(true)
    for (const body of [{}, { action: 'love' }, { action: 'like', extra: 1 }, null, 'like', { action: ['like'] }]) {
      expect(interactionBody.safeParse(body).success, JSON.stringify(body)).toBe(false)
    }
  })

  it('takes like keys of the cookie’s shape only', () => {
    expect(isLikeKey('AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(true)
    for (const bad of ['short', 'x'.repeat(65), 'has space in it 1234', 'semi;colon-0123456789', undefined]) expect(isLikeKey(bad)).toBe(false)
  })
})
