import type { TextFieldSingleValidation } from 'payload'

import { redirectChainProblem, validateRedirectTarget } from '@/domain/routing/redirects'

/** Safe, allowed, and reached in one hop (no loops, no chains). */
export const validateRedirectDestination: TextFieldSingleValidation = async (value, { id, req, siblingData }) => {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const target = validateRedirectTarget(value, settings.redirectHosts ?? [])
  if (target !== true) return target
  const from = (siblingData as { from?: unknown }).from
  if (typeof from !== 'string' || typeof value !== 'string') return true
  const { docs: others } = await req.payload.find({
    collection: 'redirects',
    where: id === undefined ? {} : { id: { not_equals: id } },
    pagination: false,
    depth: 0,
    select: { from: true, to: true },
    req,
  })
  return redirectChainProblem({ from, to: value }, others) ?? true
}
