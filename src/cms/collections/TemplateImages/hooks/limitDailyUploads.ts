import type { CollectionBeforeOperationHook } from 'payload'

import { memberId } from '@/cms/access/accounts'
import { DAY_MS, dailyQuotaDecision } from '@/domain/member-limits'
import { env } from '@/server/env'

import { tooManyRequests } from '../../Members/hooks/tooManyRequests'

/**
 * A member uploads at most TEMPLATE_IMAGE_DAILY_LIMIT images a day (a template needs two; the
 * quota leaves room for new tries), counted from the images stored, so it holds across restarts
 * and app instances. Moderators are not limited. Uploads sent at the very same moment can pass
 * the quota by a few: it is a brake on a script filling the disk, not an exact count.
 */
export const limitDailyUploads: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const owner = memberId(req.user)
  if (owner === undefined) return args
  const now = Date.now()
  const recent = await req.payload.find({
    collection: 'template-images',
    where: { and: [{ owner: { equals: owner } }, { createdAt: { greater_than: new Date(now - DAY_MS).toISOString() } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    pagination: true,
    overrideAccess: true,
    select: { createdAt: true },
    req,
  })
  const oldest = recent.docs[0]?.createdAt
  const quota = env().memberLimits.imagesPerDay
  const verdict = dailyQuotaDecision(recent.totalDocs, oldest ? Date.parse(oldest) : undefined, quota, now)
  if (!verdict.allowed) {
    throw tooManyRequests(req, verdict.retryAfterSeconds, `You can upload at most ${quota} images a day. Try again later.`)
  }
  return args
}
