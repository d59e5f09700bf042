/**
 * The community template gallery against PostgreSQL: what it lists (online templates only, and
 * only what visitors may see of them), its orders, filters and pages over real documents, a
 * template's page, and the counting endpoint: views and uses once per visitor and day, a like
 * once per visitor, atomic under concurrency, feeding the template's scores, and 4xx (never 5xx)
 * for anything malformed or not online.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StatusName } from '@/cms/collections/CommunityTemplates/statuses'
import type { CommunityEvent } from '@/domain/community/events'
import { DAY_MS } from '@/domain/community/member-limits'
import { SlidingWindowRateLimiter } from '@/domain/rate-limit'
import { galleryPage } from '@/domain/templates/gallery-listing'
import { DEFAULT_GALLERY_QUERY, type GalleryQuery } from '@/domain/templates/gallery-query'
import { COUNT_ONCE_PER_MS, MAX_INTERACTION_BODY_BYTES } from '@/domain/templates/interactions'
import { TRENDING } from '@/domain/templates/trending'

import { useTemporaryDataDir } from '../helpers/upload'

// Template images are files: they go to a folder of this test's own.
const dataDir = useTemporaryDataDir()
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { galleryEndpoint, likeKeyHash } = await import('@/cms/gallery/handler')
const { loadGalleryTemplates, loadTemplateDetail } = await import('@/cms/queries/template-gallery')
const { createTemplateImage } = await import('../helpers/members')

const CONTEXT = { disableRevalidate: true, seeding: true }
const STORY = 'Our team plans every launch on this board and it keeps everyone aligned on owners, dates and risks. '.repeat(4)

let payload: Payload
const pool = () => (payload.db as unknown as PostgresAdapter).pool

type Fixture = {
  title: string
  status: StatusName
  industry?: string
  teamSize?: string
  tools?: string
  usage?: number
  likes?: number
  editorChoice?: boolean
}

async function createTemplate({ title, status, industry, teamSize, tools, usage, likes, editorChoice }: Fixture, extra: Record<string, unknown> = {}) {
  const tags = [
    ...(industry ? [{ category: '2' as const, value: industry }] : []),
    ...(teamSize ? [{ category: '3' as const, value: teamSize }] : []),
    ...(tools ? [{ category: '1' as const, value: tools }] : []),
  ]
  const scores = [
    ...(usage !== undefined ? [{ type: 'usage' as const, value: usage }] : []),
    ...(likes !== undefined ? [{ type: 'likes' as const, value: likes }] : []),
    ...(editorChoice ? [{ type: 'editor_choice' as const, value: 1 }] : []),
  ]
  const doc = await payload.create({
    collection: 'community-templates',
    data: {
      title,
      status,
      rejectReason: status === 'rejected' ? 'Bad Text' : 'None',
      paragraphs: [{ text: STORY }],
      creator: { name: `Author of ${title}`, email: `${title.toLowerCase().replace(/\W+/g, '-')}@community.example` },
      tags,
      scores,
      termsAccepted: true,
      ...extra,
    },
    context: CONTEXT,
  })
  return doc.id
}

const ids: Record<string, number> = {}

/** Online and offline templates, made in this order (so Latest reads them backwards). */
const FIXTURES: Fixture[] = [
  { title: 'Retail stock board', status: 'approved', industry: 'Retail', teamSize: '51-200', usage: 40, tools: 'Gantt' },
  { title: 'Agency retainers', status: 'approved_paid', industry: 'Agency', teamSize: '1-10', usage: 300, editorChoice: true },
  { title: 'Retail store openings', status: 'approved_by_user', industry: 'retail', teamSize: '11-50', usage: 5, likes: 12 },
  { title: 'Pending plan', status: 'pending', industry: 'Retail', usage: 10_000 },
  { title: 'Rejected plan', status: 'rejected', industry: 'Retail' },
  { title: 'Plan awaiting its author', status: 'pending_user_to_approve', industry: 'Retail' },
  { title: 'Plan the author declined', status: 'rejected_by_user' },
  { title: 'Duplicate plan', status: 'duplicated' },
  { title: 'Deleted plan', status: 'deleted' },
]
const ONLINE_TITLES = ['Retail stock board', 'Agency retainers', 'Retail store openings']

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const fixture of FIXTURES) ids[fixture.title] = await createTemplate(fixture)
})

afterAll(async () => {
  await payload?.delete({ collection: 'community-templates', where: { id: { exists: true } }, overrideAccess: true })
  await payload?.delete({ collection: 'template-images', where: { id: { exists: true } }, overrideAccess: true })
  dataDir.restore()
})

// ------------------------------------------------------------------------------------------------
// What the gallery lists
// ------------------------------------------------------------------------------------------------

describe('the gallery’s list', () => {
  it('holds online templates only (approved, approved paid, approved by user)', async () => {
    const listed = await loadGalleryTemplates(payload)
    expect(listed.map((template) => template.title).sort()).toEqual([...ONLINE_TITLES].sort())
    expect(listed.map((template) => template.statusCode).sort()).toEqual([1, 3, 5])
  })

  it('carries nothing a visitor may not see: no email, no campaign, no history', async () => {
    const listed = JSON.stringify(await loadGalleryTemplates(payload))
    expect(listed).not.toMatch(/@community\.example|campaign|history/)
    expect(listed).toContain('Author of Retail stock board')
  })

  it('orders, filters and pages real documents', async () => {
    const listed = await loadGalleryTemplates(payload)
    const titles = (query: Partial<GalleryQuery>, pageSize?: number) =>
      galleryPage(listed, { ...DEFAULT_GALLERY_QUERY, ...query }, Date.now(), pageSize).items.map((template) => template.title)

    expect(titles({ category: 'latest' })).toEqual(['Retail store openings', 'Agency retainers', 'Retail stock board'])
    expect(titles({ category: 'most-used' })).toEqual(['Agency retainers', 'Retail stock board', 'Retail store openings'])
    expect(titles({ category: 'editors-choice' })).toEqual(['Agency retainers'])
    expect(titles({ category: 'latest', sort: 'team-size' })).toEqual(['Agency retainers', 'Retail store openings', 'Retail stock board'])
    // A tag filter matches whatever the case, and never brings in the pending "Retail" plan.
    expect(titles({ category: 'latest', tags: { industry: 'RETAIL' } })).toEqual(['Retail store openings', 'Retail stock board'])
    expect(titles({ category: 'latest', tags: { industry: 'Retail', tools: 'Gantt' } })).toEqual(['Retail stock board'])
    expect(titles({ category: 'latest', page: 2 }, 2)).toEqual(['Retail stock board'])
    expect(galleryPage(listed, { ...DEFAULT_GALLERY_QUERY, page: 7 }, Date.now(), 2)).toMatchObject({ page: 2, pageCount: 2, total: 3 })
  })

  it('follows a template going offline and coming back', async () => {
    const id = await createTemplate({ title: 'Briefly online', status: 'approved' })
    expect((await loadGalleryTemplates(payload)).map((template) => template.id)).toContain(id)
    await payload.update({ collection: 'community-templates', id, data: { status: 'pending' }, context: CONTEXT })
    expect((await loadGalleryTemplates(payload)).map((template) => template.id)).not.toContain(id)
    expect(await loadTemplateDetail(payload, id)).toBeUndefined()
    await payload.delete({ collection: 'community-templates', id, overrideAccess: true })
  })
})

describe('a template’s page', () => {
  it('has the story, the pictures with their alt text, the tags and the board', async () => {
    const selfie = await createTemplateImage(payload, null, 'selfie.png')
    const board = await createTemplateImage(payload, null, 'board.png')
    await payload.update({ collection: 'template-images', id: board, data: { alt: 'A kanban board with five columns' }, overrideAccess: true })
    const id = await createTemplate(
      { title: 'Pictured plan', status: 'approved', teamSize: '11-50' },
      {
        boardId: '987654',
        images: [
          { type: 'selfie', image: selfie },
          { type: 'board', image: board },
        ],
      },
    )
    const detail = await loadTemplateDetail(payload, id)
    expect(detail).toMatchObject({ id, title: 'Pictured plan', boardId: '987654', authorName: 'Author of Pictured plan' })
    expect(detail!.paragraphs.map((paragraph) => paragraph.text)).toEqual([STORY])
    expect(detail!.images.map((entry) => entry.type)).toEqual(['selfie', 'board'])
    const boardImage = detail!.images.find((entry) => entry.type === 'board')!.image
    expect(boardImage.alt).toBe('A kanban board with five columns')
    expect(boardImage.url).toMatch(/\/api\/template-images\/file\/[^/]*board\.png$/)
    expect(detail!.image).toEqual(boardImage) // the card shows the board
    expect(JSON.stringify(detail)).not.toContain('@community.example')
    await payload.delete({ collection: 'community-templates', id, overrideAccess: true })
  })

  it('is not there for a template that is not online, or that does not exist', async () => {
    for (const title of ['Pending plan', 'Rejected plan', 'Deleted plan', 'Plan awaiting its author']) {
      expect(await loadTemplateDetail(payload, ids[title]!), title).toBeUndefined()
    }
    expect(await loadTemplateDetail(payload, 2_000_000_000)).toBeUndefined()
  })
})

// ------------------------------------------------------------------------------------------------
// Counting
// ------------------------------------------------------------------------------------------------

let address = 0
/** A visitor of their own: another address (or `ip`, a colleague's), and the like cookie they were given, if any. */
function visitor(ip = `203.0.113.${++address % 250}`) {
  let cookie: string | undefined
  return {
    ip,
    get cookie() {
      return cookie
    },
    remember(response: Response) {
      const set = response.headers.get('set-cookie')
      const match = set ? /template_like_key=([^;]+)/.exec(set) : null
      if (match) cookie = match[1]
    },
  }
}
type Visitor = ReturnType<typeof visitor>

function endpoint(limit = 10_000, likesPerAddress = 10_000, track?: (event: CommunityEvent) => void) {
  return galleryEndpoint({
    db: async () => pool(),
    limiter: new SlidingWindowRateLimiter(limit, 60_000),
    once: new SlidingWindowRateLimiter(1, COUNT_ONCE_PER_MS),
    likeLimiter: new SlidingWindowRateLimiter(likesPerAddress, DAY_MS),
    track,
  })
}

function post(id: number | string, body: unknown, who: Visitor, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000/api/templates/${id}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': who.ip,
      'User-Agent': 'Integration test browser',
      ...(who.cookie ? { Cookie: `template_like_key=${who.cookie}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function get(id: number | string, who: Visitor): Request {
  return new Request(`http://localhost:3000/api/templates/${id}`, {
    headers: { 'X-Forwarded-For': who.ip, ...(who.cookie ? { Cookie: `template_like_key=${who.cookie}` } : {}) },
  })
}

async function stats(id: number) {
  const { rows } = await pool().query(
    'SELECT likes::float8 AS likes, views::float8 AS views, uses::float8 AS uses, trending_score::float8 AS trending FROM template_stats WHERE template_id = $1',
    [id],
  )
  return rows[0] as { likes: number; views: number; uses: number; trending: number } | undefined
}

async function scores(id: number) {
  const doc = await payload.findByID({ collection: 'community-templates', id, depth: 0, overrideAccess: true })
  return Object.fromEntries((doc.scores ?? []).map((score) => [score.type, score.value]))
}

describe('counting views, likes and uses', () => {
  it('counts a view once per visitor and day, and feeds the views score', async () => {
    const api = endpoint()
    const id = await createTemplate({ title: 'Viewed plan', status: 'approved' })
    const [dana, lee] = [visitor(), visitor()]
    expect((await api.post(post(id, { action: 'view' }, dana), String(id))).status).toBe(204)
    expect((await api.post(post(id, { action: 'view' }, dana), String(id))).status).toBe(204)
    expect((await api.post(post(id, { action: 'view' }, lee), String(id))).status).toBe(204)
    expect(await stats(id)).toMatchObject({ views: 2, likes: 0, uses: 0 })
    expect((await scores(id)).views).toBe(2)
  })

  it('counts a like once per visitor, gives the visitor a like cookie, and undoes it on unlike', async () => {
    const api = endpoint()
    const id = ids['Retail store openings']!
    const dana = visitor()

    const first = await api.post(post(id, { action: 'like' }, dana), String(id))
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const cookie = first.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^template_like_key=[\w-]{32}; Path=\/; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax$/)
    dana.remember(first)
    // Counting carries on from the likes score the template had (12).
    expect(await first.json()).toEqual({ liked: true, likes: 13 })

    const again = await api.post(post(id, { action: 'like' }, dana), String(id))
    expect(await again.json()).toEqual({ liked: true, likes: 13 })
    expect(again.headers.get('set-cookie')).toBeNull()
    expect(await (await api.get(get(id, dana), String(id))).json()).toEqual({ liked: true, likes: 13 })
    expect(await (await api.get(get(id, visitor()), String(id))).json()).toEqual({ liked: false, likes: 13 })
    expect((await scores(id)).likes).toBe(13)

    // The table keeps a hash of the cookie, never the cookie.
    const { rows } = await pool().query('SELECT visitor_key FROM template_likes WHERE template_id = $1', [id])
    expect(rows).toEqual([{ visitor_key: likeKeyHash(dana.cookie!) }])

    const unliked = await api.post(post(id, { action: 'unlike' }, dana), String(id))
    expect(await unliked.json()).toEqual({ liked: false, likes: 12 })
    expect(await (await api.post(post(id, { action: 'unlike' }, dana), String(id))).json()).toEqual({ liked: false, likes: 12 })
    expect((await scores(id)).likes).toBe(12)
    // Unliking without ever having liked changes nothing.
    expect(await (await api.post(post(id, { action: 'unlike' }, visitor()), String(id))).json()).toEqual({ liked: false, likes: 12 })
  })

  it('bounds likes of a template per client address and day, so fresh like cookies cannot inflate the count', async () => {
    const api = endpoint(10_000, 2)
    const id = await createTemplate({ title: 'Liked by one address', status: 'approved' })
    const other = await createTemplate({ title: 'Liked by the same address elsewhere', status: 'approved' })
    const sameAddress = visitor()
    // Each like without a cookie mints a new like key: two count, the third is refused with 429.
    const fresh = () => ({ ip: sameAddress.ip, cookie: undefined, remember: () => undefined }) as unknown as Visitor
    expect((await api.post(post(id, { action: 'like' }, fresh()), String(id))).status).toBe(200)
    expect((await api.post(post(id, { action: 'like' }, fresh()), String(id))).status).toBe(200)
    const refused = await api.post(post(id, { action: 'like' }, fresh()), String(id))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).errors[0].message).toMatch(/Too many likes/)
    expect((await stats(id))!.likes).toBe(2)
    // Another template, and another address, have budgets of their own.
    expect((await api.post(post(other, { action: 'like' }, fresh()), String(other))).status).toBe(200)
    expect((await api.post(post(id, { action: 'like' }, visitor()), String(id))).status).toBe(200)
  })

  it('counts only a visitor’s new like against the address’s budget, and never refuses an unlike', async () => {
    const api = endpoint(10_000, 2)
    const id = await createTemplate({ title: 'Liked by an office', status: 'approved' })
    const office = visitor()
    const colleague = () => visitor(office.ip)
    const [dana, eli, fay] = [colleague(), colleague(), colleague()]
    const like = async (who: Visitor) => {
      const response = await api.post(post(id, { action: 'like' }, who), String(id))
      who.remember(response)
      return response
    }
    expect((await like(dana)).status).toBe(200)
    // Liking again what Dana already likes changes nothing, and uses nothing up.
    for (let i = 0; i < 3; i++) expect(await (await like(dana)).json()).toEqual({ liked: true, likes: 1 })
    expect(await (await like(eli)).json()).toEqual({ liked: true, likes: 2 })
    // Two new likes from the office: the budget is used up.
    expect((await like(fay)).status).toBe(429)
    expect(fay.cookie).toBeUndefined()
    // Unliking, with the visitor's real like cookie, is never refused.
    expect(dana.cookie).toBeDefined()
    const unliked = await api.post(post(id, { action: 'unlike' }, dana), String(id))
    expect(unliked.status).toBe(200)
    expect(await unliked.json()).toEqual({ liked: false, likes: 1 })
    expect((await stats(id))!.likes).toBe(1)
  })

  it('gives Trending a like’s weight once per visitor, however often they like and unlike', async () => {
    const api = endpoint()
    const id = await createTemplate({ title: 'Liked and unliked', status: 'approved' })
    const dana = visitor()
    const like = await api.post(post(id, { action: 'like' }, dana), String(id))
    dana.remember(like)
    const once = (await stats(id))!.trending
    expect(once).toBeCloseTo(TRENDING.weights.like, 3)
    for (let round = 0; round < 3; round++) {
      await api.post(post(id, { action: 'unlike' }, dana), String(id))
      await api.post(post(id, { action: 'like' }, dana), String(id))
    }
    expect((await stats(id))!.trending).toBeCloseTo(once, 3)
    expect((await stats(id))!.likes).toBe(1)
  })

  it('sends each counted like, unlike and use to analytics, with the platform user and account of the visitor', async () => {
    const events: CommunityEvent[] = []
    const api = endpoint(10_000, 10_000, (event) => events.push(event))
    const id = await createTemplate({ title: 'Tracked plan', status: 'approved' })
    const dana = visitor()
    // The product app's log-in cookies, beside the like cookie once the visitor has one.
    const signedIn = () => ({
      Cookie: [dana.cookie ? `template_like_key=${dana.cookie}` : '', 'platform_user_id=42; platform_account_id=7'].filter(Boolean).join('; '),
    })
    const first = await api.post(post(id, { action: 'like' }, dana, signedIn()), String(id))
    dana.remember(first)
    expect((await api.post(post(id, { action: 'like' }, dana, signedIn()), String(id))).status).toBe(200) // a repeat: nothing counted
    expect((await api.post(post(id, { action: 'unlike' }, dana), String(id))).status).toBe(200) // not signed in to the product
    expect((await api.post(post(id, { action: 'use' }, dana, signedIn()), String(id))).status).toBe(204)
    expect((await api.post(post(id, { action: 'use' }, dana, signedIn()), String(id))).status).toBe(204) // the same day
    expect((await api.post(post(id, { action: 'view' }, dana), String(id))).status).toBe(204) // a view is no community event
    expect(events).toEqual([
      { name: 'community_template_liked', fields: { info1: String(id), pulse_user_id: '42', pulse_account_id: '7' } },
      { name: 'community_template_unliked', fields: { info1: String(id) } },
      { name: 'community_template_used', fields: { info1: String(id), pulse_user_id: '42', pulse_account_id: '7' } },
    ])
  })

  it('counts a use once per visitor and day, and feeds the usage score', async () => {
    const api = endpoint()
    const id = ids['Retail stock board']!
    const dana = visitor()
    expect((await api.post(post(id, { action: 'use' }, dana), String(id))).status).toBe(204)
    expect((await api.post(post(id, { action: 'use' }, dana), String(id))).status).toBe(204)
    expect((await stats(id))!.uses).toBe(41) // from the usage score of 40
    expect((await scores(id)).usage).toBe(41)
  })

  it('loses no count under concurrency', async () => {
    const api = endpoint()
    const id = await createTemplate({ title: 'Busy plan', status: 'approved', likes: 3 })
    const crowd = Array.from({ length: 25 }, () => visitor())
    const answers = await Promise.all(
      crowd.flatMap((who) => [
        api.post(post(id, { action: 'like' }, who), String(id)),
        api.post(post(id, { action: 'view' }, who), String(id)),
        api.post(post(id, { action: 'use' }, who), String(id)),
      ]),
    )
    expect(answers.map((answer) => answer.status).filter((status) => status >= 300)).toEqual([])
    expect(await stats(id)).toMatchObject({ likes: 3 + 25, views: 25, uses: 25 })
    const score = await scores(id)
    expect(score).toMatchObject({ likes: 28, views: 25, usage: 25 })
    // One row per score type: the concurrent copies never doubled one.
    const doc = await payload.findByID({ collection: 'community-templates', id, depth: 0, overrideAccess: true })
    const types = (doc.scores ?? []).map((entry) => entry.type)
    expect(new Set(types).size).toBe(types.length)
  })

  it('puts the templates people act on first in Trending', async () => {
    const api = endpoint()
    const id = ids['Retail stock board']!
    for (const who of Array.from({ length: 5 }, () => visitor())) {
      await api.post(post(id, { action: 'view' }, who), String(id))
      await api.post(post(id, { action: 'like' }, who), String(id))
    }
    const listed = await loadGalleryTemplates(payload)
    const trending = galleryPage(listed, DEFAULT_GALLERY_QUERY, Date.now()).items.map((template) => template.title)
    // Busy plan had 25 of each a moment ago; the others of the first three next to nothing.
    expect(trending.slice(0, 2)).toEqual(['Busy plan', 'Retail stock board'])
    expect(trending.indexOf('Retail stock board')).toBeLessThan(trending.indexOf('Agency retainers'))
    expect(listed.find((template) => template.id === id)!.counters).toMatchObject({ views: 5, likes: 5, uses: 41 })
  })

  it('keeps a moderator’s save from losing counts: the next event puts them back', async () => {
    const api = endpoint()
    const id = await createTemplate({ title: 'Edited while counted', status: 'approved' })
    await api.post(post(id, { action: 'view' }, visitor()), String(id))
    await api.post(post(id, { action: 'view' }, visitor()), String(id))
    // A moderator saves the template with the numbers they loaded earlier.
    await payload.update({
      collection: 'community-templates',
      id,
      data: {
        scores: [
          { type: 'views', value: 0 },
          { type: 'admin', value: 4 },
        ],
      },
      context: CONTEXT,
    })
    await api.post(post(id, { action: 'view' }, visitor()), String(id))
    expect(await scores(id)).toMatchObject({ views: 3, admin: 4 })
  })

  it('lets an admin delete a template that has likes and counts', async () => {
    const api = endpoint()
    const id = await createTemplate({ title: 'Liked then deleted', status: 'approved' })
    await api.post(post(id, { action: 'like' }, visitor()), String(id))
    await payload.delete({ collection: 'community-templates', id, overrideAccess: true })
    expect(await stats(id)).toBeUndefined()
  })
})

describe('the counting endpoint refuses', () => {
  const api = endpoint()
  const online = () => ids['Agency retainers']!

  it('templates that are not online, or not there, with 404 and no count', async () => {
    for (const title of ['Pending plan', 'Rejected plan', 'Deleted plan', 'Duplicate plan', 'Plan awaiting its author', 'Plan the author declined']) {
      const id = ids[title]!
      for (const action of ['view', 'like', 'use', 'unlike']) {
        expect((await api.post(post(id, { action }, visitor()), String(id))).status, `${title} ${action}`).toBe(404)
      }
      expect((await api.get(get(id, visitor()), String(id))).status).toBe(404)
      expect(await stats(id), title).toBeUndefined()
    }
    for (const id of ['999999999', '0', '-1', 'abc', '1e3', '12abc', '99999999999']) {
      expect((await api.post(post(id, { action: 'view' }, visitor()), id)).status, id).toBe(404)
    }
  })

  it('a view repeated today is still a 404 for a template that is not online', async () => {
    const id = ids['Pending plan']!
    const dana = visitor()
    await api.post(post(id, { action: 'view' }, dana), String(id))
    expect((await api.post(post(id, { action: 'view' }, dana), String(id))).status).toBe(404)
  })

  it('malformed bodies with 400, other media types with 415, long bodies with 413', async () => {
    const id = online()
    const statuses = async (body: unknown, headers: Record<string, string> = {}) => (await api.post(post(id, body, visitor(), headers), String(id))).status
    expect(await statuses('{"action":')).toBe(400)
    expect(await statuses({ action: 'adore' })).toBe(400)
    expect(await statuses({ action: 'like', extra: true })).toBe(400)
    expect(await statuses({})).toBe(400)
    expect(await statuses('"like"')).toBe(400)
    expect(await statuses('')).toBe(400)
    expect(await statuses({ action: 'view' }, { 'Content-Type': 'text/plain' })).toBe(415)
    expect(await statuses({ action: 'view' }, { 'Content-Type': 'application/x-www-form-urlencoded' })).toBe(415)
    expect(await statuses({ action: 'view', padding: 'x'.repeat(MAX_INTERACTION_BODY_BYTES) })).toBe(413)
    const invalidUtf8 = new Request(`http://localhost:3000/api/templates/${id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    })
    expect((await api.post(invalidUtf8, String(id))).status).toBe(400)
  })

  it('other sites’ pages with 403', async () => {
    expect((await api.post(post(online(), { action: 'like' }, visitor(), { 'Sec-Fetch-Site': 'cross-site' }), String(online()))).status).toBe(403)
  })

  it('a forged like cookie as no cookie: a new one is given', async () => {
    const response = await api.post(post(online(), { action: 'like' }, visitor(), { Cookie: 'template_like_key=short;template_like_key=x' }), String(online()))
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/^template_like_key=/)
  })

  it('floods with 429 and Retry-After', async () => {
    const limited = endpoint(3)
    const dana = visitor()
    const answers = []
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await limited.post(post(online(), { action: 'view' }, dana), String(online())))
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 429, 429])
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
