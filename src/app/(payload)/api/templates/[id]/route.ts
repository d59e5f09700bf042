import { galleryEndpoint } from '@/cms/gallery/handler'
import { DAY_MS } from '@/domain/community/member-limits'
import { COUNT_ONCE_PER_MS } from '@/domain/templates/interactions'
import { answerUnavailableWhenDatabaseDown } from '@/infrastructure/api-availability'
import { payloadPool } from '@/infrastructure/database/payload-pool'
import { env } from '@/infrastructure/env'
import { databaseIsUp } from '@/infrastructure/health'
import { rateLimiter } from '@/infrastructure/rate-limiters'
import { payloadClient } from '@/server/payload'
import { trackServerEvent } from '@/server/tracking'

/* A static segment, so Next.js routes it here rather than to Payload's /api/[...slug]. */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

type Context = { params: Promise<{ id: string }> }

const endpoint = galleryEndpoint({
  db: async () => payloadPool(await payloadClient()),
  // A detail page asks twice; room for shared addresses.
  limiter: rateLimiter('gallery', 60, 60_000),
  once: rateLimiter('gallery-once', 1, COUNT_ONCE_PER_MS),
  likeLimiter: rateLimiter('gallery-likes', env().memberLimits.likesPerDay, DAY_MS),
  track: ({ name, fields }) => void trackServerEvent(name, fields),
})

const isDatabaseUp = () => databaseIsUp(payloadClient)

export const POST = answerUnavailableWhenDatabaseDown(async (request: Request, { params }: Context) => endpoint.post(request, (await params).id), isDatabaseUp)

export const GET = answerUnavailableWhenDatabaseDown(async (request: Request, { params }: Context) => endpoint.get(request, (await params).id), isDatabaseUp)

// Answered here, not by Payload's catch-all, so the 405 names the methods there are.
const notAllowed = async () =>
  Response.json({ errors: [{ message: 'Use GET or POST.' }] }, { status: 405, headers: { Allow: 'GET, POST', 'Cache-Control': 'no-store' } })
export const PUT = notAllowed
export const PATCH = notAllowed
export const DELETE = notAllowed
