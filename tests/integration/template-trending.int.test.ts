/**
 * Trending is kept in SQL (one atomic UPDATE per counted event, src/cms/gallery/counters.ts) and
 * read in TypeScript (domain/templates/trending.ts). Both must be the one formula of TRENDING: a
 * run of events at known times gives the score `addToTrending` computes, to the cent.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { addToTrending, TRENDING, type CountedAction, type TrendingState } from '@/domain/templates/trending'

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { recordInteraction } = await import('@/cms/gallery/counters')

const STORY = 'Our team plans every launch on this board and it keeps everyone aligned on owners, dates and risks. '.repeat(4)
const HOUR_MS = 36e5
const START = Date.parse('2026-03-02T09:00:00Z')

let payload: Payload
const pool = () => (payload.db as unknown as PostgresAdapter).pool

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  await payload?.delete({ collection: 'community-templates', where: { id: { exists: true } }, overrideAccess: true })
})

async function onlineTemplate(): Promise<number> {
  const doc = await payload.create({
    collection: 'community-templates',
    data: { title: 'Launch plan', status: 'approved', paragraphs: [{ text: STORY }], termsAccepted: true },
    context: { disableRevalidate: true, seeding: true },
  })
  return doc.id
}

async function storedTrending(id: number): Promise<TrendingState> {
  const { rows } = await pool().query('SELECT trending_score::float8 AS score, trending_at AS at FROM template_stats WHERE template_id = $1', [id])
  return { score: rows[0].score, at: new Date(rows[0].at).toISOString() }
}

describe('Trending in the database', () => {
  it('decays and adds exactly as the formula the gallery sorts by', async () => {
    const id = await onlineTemplate()
    const events: { action: CountedAction; hours: number }[] = [
      { action: 'view', hours: 0 },
      { action: 'view', hours: 5 },
      { action: 'like', hours: 30 },
      { action: 'use', hours: 31.5 },
      { action: 'view', hours: 200 },
    ]

    let expected: TrendingState | undefined
    for (const [index, { action, hours }] of events.entries()) {
      const now = new Date(START + hours * HOUR_MS)
      const visitorKey = action === 'like' ? `visitor-${index}`.padEnd(64, '0') : undefined
      await recordInteraction(pool(), { templateId: id, action, visitorKey, count: true, now })
      expected = addToTrending(expected, TRENDING.weights[action], now.getTime())
    }

    const stored = await storedTrending(id)
    expect(stored.at).toBe(expected!.at)
    expect(stored.score).toBeCloseTo(expected!.score, 2)
    // The decay is real: the first views are worth a small fraction of their weight by now.
    expect(stored.score).toBeLessThan(TRENDING.weights.view + (TRENDING.weights.like + TRENDING.weights.use) * 0.5)
  })
})
