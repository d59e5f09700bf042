import type { CollectionBeforeOperationHook } from 'payload'

import { memberId } from '@/cms/access/accounts'
import { DAY_MS, dailyQuotaDecision } from '@/domain/member-limits'
import { env } from '@/server/env'

import { tooManyRequests } from '../../Members/hooks/tooManyRequests'

/**
 * A member shares at most TEMPLATE_SUBMISSION_DAILY_LIMIT templates a day, so no account can
 * flood the moderators' queue. Counted from the templates stored, so it holds across restarts
 * and instances; staff are not limited. Like the image quota, a brake, not an exact count:
 * templates shared at the very same moment can pass it by a few.
 */
export const limitDailySubmissions: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const author = memberId(req.user)
  if (author === undefined) return args
  const now = Date.now()
  const recent = await req.payload.find({
    collection: 'community-templates',
    where: { and: [{ author: { equals: author } }, { createdAt: { greater_than: new Date(now - DAY_MS).toISOString() } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: true,
    overrideAccess: true,
    select: { createdAt: true },
    req,
  })
  const oldest = recent.docs[0]?.createdAt
  const quota = env().memberLimits.templatesPerDay
  const verdict = dailyQuotaDecision(recent.totalDocs, oldest ? Date.parse(oldest) : undefined, quota, now)
  if (!verdict.allowed) {
    throw tooManyRequests(req, verdict.retryAfterSeconds, `You can share at most ${quota} templates a day. Try again later.`)
  }
  return args
}
