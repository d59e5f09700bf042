import { collectHandler } from '@/server/tracking/runtime'
import { methodNotAllowed } from '@/analytics/collector/responses'

/*
 * The event collector. A static segment, so Next.js routes /api/collect here rather than to
 * Payload's /api/[...slug] catch-all beside it. Every request is someone's events: never cached.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export const POST = (request: Request) => collectHandler()(request)

// Answered here rather than by Next.js so that the 405 names the allowed method.
const notAllowed = async () => methodNotAllowed()
export const GET = notAllowed
export const HEAD = notAllowed
export const PUT = notAllowed
export const PATCH = notAllowed
export const DELETE = notAllowed
export const OPTIONS = notAllowed
