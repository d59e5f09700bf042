import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cacheTags'
import { loadSiteSnapshot } from '@/cms/queries/siteSnapshot'
import { ERROR_EVENTS } from '@/domain/tracking'
import { isProxySnapshotRequest } from '@/infrastructure/proxy-snapshot-key'
import { snapshotFailureReason } from '@/infrastructure/routing-snapshot'
import { payloadClient } from '@/server/payload'
import { trackServerEvent } from '@/server/tracking'

/**
 * The routing facts the proxy needs (redirects, pages, priced pages, consent, A/B schedules),
 * for the proxy only (src/infrastructure/proxy-snapshot-key.ts): anyone else gets a 404. Built once and
 * cached; editors' changes refresh it (cms/hooks/revalidate). When the database is down, the
 * proxy keeps routing with the copy it has, and POSTs why here to have it tracked.
 */
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

/** The proxy could not read the snapshot (SPEC §8 `config_fetch_error`); it cannot track on its own. */
export async function POST(request: Request) {
  if (!isProxySnapshotRequest(request.headers)) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404, headers: PRIVATE })
  const reason = snapshotFailureReason(await request.json().catch(() => undefined))
  await trackServerEvent(ERROR_EVENTS.configFetchError, { info1: reason })
  return new Response(null, { status: 204, headers: PRIVATE })
}
