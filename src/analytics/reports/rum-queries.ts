import type { Queryable } from '@/analytics/collector/event-store'
import { RUM_EVENTS } from '@/domain/tracking/rum'

export type ClickedTarget = { role: string; label: string; clicks: number; pages: number }

export async function topClickedTargets(db: Queryable, since: Date, limit = 15): Promise<ClickedTarget[]> {
  const { rows } = await db.query<{ role: string; label: string; clicks: string; pages: string }>(
    `SELECT "group" AS role, info3 AS label, count(*) AS clicks, count(DISTINCT info1) AS pages
       FROM tracking_events
      WHERE name = $2 AND received_at >= $1 AND info3 IS NOT NULL
      GROUP BY 1, 2
      ORDER BY clicks DESC, label
      LIMIT $3`,
    [since, RUM_EVENTS.interaction, limit],
  )
  return rows.map((row) => ({ role: row.role ?? 'other', label: row.label, clicks: Number(row.clicks), pages: Number(row.pages) }))
}

export type PageFrustrations = { page: string; rage: number; dead: number; error: number; total: number; worstTarget: string | null }

export async function frustrationsByPage(db: Queryable, since: Date, limit = 15): Promise<PageFrustrations[]> {
  const { rows } = await db.query<{ page: string; rage: string; dead: string; error: string; total: string; worst_target: string | null }>(
    `SELECT info1 AS page,
            count(*) FILTER (WHERE kind = 'rage_click') AS rage,
            count(*) FILTER (WHERE kind = 'dead_click') AS dead,
            count(*) FILTER (WHERE kind = 'error_click') AS error,
            count(*) AS total,
            mode() WITHIN GROUP (ORDER BY info3) AS worst_target
       FROM tracking_events
      WHERE name = $2 AND received_at >= $1 AND info1 IS NOT NULL
      GROUP BY info1
      ORDER BY total DESC, page
      LIMIT $3`,
    [since, RUM_EVENTS.frustration, limit],
  )
  return rows.map((row) => ({
    page: row.page,
    rage: Number(row.rage),
    dead: Number(row.dead),
    error: Number(row.error),
    total: Number(row.total),
    worstTarget: row.worst_target,
  }))
}

export type ProblemResource = { resource: string; type: string; failed: number; slow: number; p75Ms: number; maxMs: number }

export async function problemResources(db: Queryable, since: Date, limit = 15): Promise<ProblemResource[]> {
  const { rows } = await db.query<{ resource: string; type: string; failed: string; slow: string; p75: number; max: number }>(
    `SELECT info3 AS resource, "group" AS type,
            count(*) FILTER (WHERE kind = 'failed') AS failed,
            count(*) FILTER (WHERE kind = 'slow') AS slow,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75,
            max(value) AS max
       FROM tracking_events
      WHERE name = $2 AND received_at >= $1 AND info3 IS NOT NULL AND value IS NOT NULL
      GROUP BY 1, 2
      ORDER BY failed DESC, p75 DESC, resource
      LIMIT $3`,
    [since, RUM_EVENTS.resource, limit],
  )
  return rows.map((row) => ({
    resource: row.resource,
    type: row.type ?? 'other',
    failed: Number(row.failed),
    slow: Number(row.slow),
    p75Ms: Number(row.p75),
    maxMs: Number(row.max),
  }))
}
