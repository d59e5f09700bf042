import type { CollectionBeforeOperationHook, CollectionSlug, Where } from 'payload'

import { memberId } from '@/cms/access/accounts'
import { DAY_MS, dailyQuotaDecision } from '@/domain/member-limits'

import { tooManyRequests } from '../collections/Members/hooks/tooManyRequests'

type DailyQuota = {
  collection: CollectionSlug
  /** The relationship field naming the member who made a document. */
  ownerField: string
  /** How many a member may make in a day (read at each request, from the environment). */
  quota: () => number
  /** The refusal past the quota. */
  message: (quota: number) => string
}

/**
 * A member makes at most `quota()` documents of a collection a day, counted from the documents
 * stored, so the count holds across restarts and instances; staff are not limited. A brake on a
 * script, not an exact count: documents made at the very same moment can pass it by a few.
 */
export function limitDailyCreations({ collection, ownerField, quota, message }: DailyQuota): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation !== 'create') return args
    const owner = memberId(req.user)
    if (owner === undefined) return args
    const now = Date.now()
    const where: Where = { and: [{ [ownerField]: { equals: owner } }, { createdAt: { greater_than: new Date(now - DAY_MS).toISOString() } }] }
    const recent = await req.payload.find({
      collection,
      where,
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      pagination: true,
      overrideAccess: true,
      select: { createdAt: true },
      req,
    })
    const oldest = (recent.docs[0] as { createdAt?: string } | undefined)?.createdAt
    const limit = quota()
    const verdict = dailyQuotaDecision(recent.totalDocs, oldest ? Date.parse(oldest) : undefined, limit, now)
    if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds, message(limit))
    return args
  }
}
