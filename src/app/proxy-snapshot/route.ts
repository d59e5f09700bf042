import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cache-tags'
import { loadSiteSnapshot } from '@/cms/queries/site-snapshot'
import { ERROR_EVENTS } from '@/domain/tracking/tracking'
import { isProxySnapshotRequest } from '@/infrastructure/proxy-snapshot-key'
import { proxyReportOf } from '@/infrastructure/routing-snapshot'
import { payloadClient } from '@/server/payload'
import { trackServerEvent } from '@/server/tracking'

/** For the proxy only (src/infrastructure/proxy-snapshot-key.ts): anyone else gets a 404. Refreshed by cms/hooks/revalidate. */
export const dynamic = 'force-dynamic'

const cachedSnapshot = unstable_cache(async () => loadSiteSnapshot(await payloadClient()), ['proxy-snapshot'], {
  tags: [CACHE_TAGS.proxySnapshot],
  revalidate: 300,
})

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function GET(request: Request) {
  if (!isProxySnapshotRequest(request.headers)) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404, headers: PRIVATE })
  return Response.json(await cachedSnapshot(), { headers: PRIVATE })
}

/** SPEC §8 `config_fetch_error` and the visit's cookie events (SPEC §5), which the proxy cannot track itself. */
export async function POST(request: Request) {
  if (!isProxySnapshotRequest(request.headers)) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404, headers: PRIVATE })
  const report = proxyReportOf(await request.json().catch(() => undefined))
  if ('reason' in report) await trackServerEvent(ERROR_EVENTS.configFetchError, { info1: report.reason })
  else await Promise.all(report.events.map(({ name, info1 }) => trackServerEvent(name, { info1 })))
  return new Response(null, { status: 204, headers: PRIVATE })
}
