/**
 * Open positions: visitors read only published ones over REST and cannot write; the careers
 * loader reads the applicant-tracking feed when one is configured and, when the feed times out
 * or fails, reports the careers event and falls back to the last known list or the CMS.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loadOpenPositions } from '@/cms/queries/open-positions'
import type { OpenPosition } from '@/domain/pages/careers'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'

import { api } from '../helpers/rest'

let payload: Payload
let publishedId: number
let hiddenId: number

const AS_SEED = { overrideAccess: true, context: { disableRevalidate: true } } as const

beforeAll(async () => {
  payload = await getPayload({ config })
  const published = await payload.create({
    collection: 'positions',
    data: { title: 'Backend Engineer', team: 'Engineering', location: 'Berlin', applyUrl: 'https://jobs.example.com/backend', published: true },
    ...AS_SEED,
  })
  await payload.update({ collection: 'positions', id: published.id, locale: 'de', data: { title: 'Backend-Entwickler' }, ...AS_SEED })
  const hidden = await payload.create({
    collection: 'positions',
    data: { title: 'Secret Role', team: 'Engineering', applyUrl: '/careers', published: false },
    ...AS_SEED,
  })
  publishedId = published.id
  hiddenId = hidden.id
})

afterAll(async () => {
  await payload?.delete({ collection: 'positions', where: { id: { in: [publishedId, hiddenId] } }, ...AS_SEED })
})

describe('GET /api/positions', () => {
  it('answers anonymous visitors with published positions only', async () => {
    const response = await api('GET', '/positions?limit=100&depth=0')
    expect(response.status).toBe(200)
    const ids = (response.body.docs as { id: number; published: boolean }[]).map((doc) => doc.id)
    expect(ids).toContain(publishedId)
    expect(ids).not.toContain(hiddenId)
    expect((response.body.docs as { published: boolean }[]).every((doc) => doc.published)).toBe(true)
  })

  it('hides an unpublished position from anonymous visitors, even when asked for it or filtered by it', async () => {
    expect((await api('GET', `/positions/${hiddenId}`)).status).toBeOneOf([403, 404])
    const filtered = await api('GET', '/positions?where[published][equals]=false&depth=0')
    expect(filtered.status).toBe(200)
    expect(filtered.body.docs).toEqual([])
  })

  it('does not let anonymous visitors create, change or delete positions', async () => {
    const before = (await payload.count({ collection: 'positions', overrideAccess: true })).totalDocs
    const created = await api('POST', '/positions', { body: { title: 'Injected', team: 'X', applyUrl: '/careers', published: true } })
    expect(created.status).toBeOneOf([401, 403])
    expect((await payload.count({ collection: 'positions', overrideAccess: true })).totalDocs).toBe(before)
    expect((await api('PATCH', `/positions/${publishedId}`, { body: { title: 'Changed' } })).status).toBeOneOf([401, 403])
    expect((await api('DELETE', `/positions/${publishedId}`)).status).toBeOneOf([401, 403])
    expect((await payload.findByID({ collection: 'positions', id: publishedId, overrideAccess: true })).title).toBe('Backend Engineer')
  })

  it('refuses an apply link that is neither https nor a site path', async () => {
    await expect(
      payload.create({ collection: 'positions', data: { title: 'Bad link', team: 'X', applyUrl: 'javascript:alert(1)' }, ...AS_SEED }),
    ).rejects.toThrow()
  })
})

describe('loadOpenPositions', () => {
  const FEED = 'https://ats.example.com/feed.json'
  const feedEntry = { title: 'Feed Role', team: 'Sales', location: 'Sydney', url: 'https://ats.example.com/apply/1' }
  const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
  /** A feed that never answers (until aborted), like a hung server. */
  const hanging = vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
  ) as unknown as typeof fetch

  it('reads the published CMS positions in the locale when no feed is configured', async () => {
    const report = vi.fn()
    const positions = await loadOpenPositions(payload, 'de', { feedUrl: undefined, feedTimeoutMs: 100, report, lastKnown: {} })
    expect(positions).toEqual([
      { id: `cms-${publishedId}`, title: 'Backend-Entwickler', team: 'Engineering', location: 'Berlin', applyUrl: 'https://jobs.example.com/backend' },
    ])
    expect(report).not.toHaveBeenCalled()
  })

  it('falls back to the CMS positions and reports the timeout when the feed does not answer in time', async () => {
    const report = vi.fn()
    const started = Date.now()
    const positions = await loadOpenPositions(payload, 'en', { feedUrl: FEED, feedTimeoutMs: 150, fetch: hanging, report, lastKnown: {} })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(positions.map((position) => position.id)).toEqual([`cms-${publishedId}`])
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith(ERROR_EVENTS.careersPositionRetrievalTimeout, expect.objectContaining({ info1: expect.any(String) }))
  })

  it('shows the feed, and its last good list when it later fails, reporting the error', async () => {
    const lastKnown: { positions?: OpenPosition[] } = {}
    const first = await loadOpenPositions(payload, 'en', {
      feedUrl: FEED,
      feedTimeoutMs: 1_000,
      fetch: answer([feedEntry, { title: 'no url' }]),
      report: vi.fn(),
      lastKnown,
    })
    expect(first).toEqual([{ id: 'feed-0', title: 'Feed Role', team: 'Sales', location: 'Sydney', applyUrl: 'https://ats.example.com/apply/1' }])

    const report = vi.fn()
    const second = await loadOpenPositions(payload, 'en', { feedUrl: FEED, feedTimeoutMs: 1_000, fetch: answer({ error: 'down' }, 503), report, lastKnown })
    expect(second).toEqual(first)
    expect(report).toHaveBeenCalledWith(ERROR_EVENTS.careersPositionRetrievalError, expect.objectContaining({ info1: expect.stringContaining('503') }))

    const timeoutReport = vi.fn()
    expect(await loadOpenPositions(payload, 'en', { feedUrl: FEED, feedTimeoutMs: 100, fetch: hanging, report: timeoutReport, lastKnown })).toEqual(first)
    expect(timeoutReport).toHaveBeenCalledWith(ERROR_EVENTS.careersPositionRetrievalTimeout, expect.anything())
  })

  it('reports an error for a feed that is not a JSON array, and never throws, even when the reporter does', async () => {
    const report = vi.fn(() => {
      throw new Error('tracking is down')
    })
    const positions = await loadOpenPositions(payload, 'en', { feedUrl: FEED, feedTimeoutMs: 1_000, fetch: answer({ positions: [] }), report, lastKnown: {} })
    expect(positions.map((position) => position.id)).toEqual([`cms-${publishedId}`])
    expect(report).toHaveBeenCalledWith(ERROR_EVENTS.careersPositionRetrievalError, expect.anything())
  })
})
