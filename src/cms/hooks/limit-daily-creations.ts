import type { CollectionBeforeOperationHook, CollectionSlug, Where } from 'payload'

import { memberId } from '@/cms/access/accounts'
import { DAY_MS, dailyQuotaDecision } from '@/domain/community/member-limits'

import { tooManyRequests } from './too-many-requests'

type DailyQuota = {
  collection: CollectionSlug
  ownerField: string
  quota: () => number
  message: (quota: number) => string
}

/** Counted from stored documents, so it holds across restarts and instances; a brake on scripts, not an exact count. Staff are not limited. */
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
