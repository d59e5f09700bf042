import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/cms/cacheTags'
import { loadSiteSnapshot } from '@/cms/queries/siteSnapshot'
import { isProxySnapshotRequest } from '@/infrastructure/proxy-snapshot-key'
import { payloadClient } from '@/server/payload'

/**
 * The routing facts the proxy needs (redirects, pages, priced pages, consent, A/B schedules),
 * for the proxy only (src/infrastructure/proxy-snapshot-key.ts): anyone else gets a 404. Built once and
 * cached; editors' changes refresh it (cms/hooks/revalidate). When the database is down, the
 * proxy keeps routing with the copy it has.
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
