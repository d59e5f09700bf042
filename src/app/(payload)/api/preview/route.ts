import { previewHandler } from '@/cms/preview/handler'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'

/*
 * Staff enter draft mode here (src/cms/preview/handler.ts). Static segments, so Next.js routes
 * /api/preview and /api/preview/exit here rather than to Payload's /api/[...slug]. Never cached.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export const GET = previewHandler({
  caller: async (request) => (await (await payloadClient()).auth({ headers: request.headers })).user,
  secure: env().serverUrl.startsWith('https://'),
})
