import { ERROR_EVENTS } from '@/domain/tracking/tracking'
import { isProxySnapshotRequest } from '@/infrastructure/proxy-snapshot-key'
import { proxyReportOf } from '@/infrastructure/routing-snapshot'
import { cachedSiteSnapshot } from '@/server/content/published'
import { trackServerEvent } from '@/server/tracking'

/** For the proxy only (src/infrastructure/proxy-snapshot-key.ts): anyone else gets a 404. Refreshed by cms/hooks/revalidate. */
export const dynamic = 'force-dynamic'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function GET(request: Request) {
  if (!isProxySnapshotRequest(request.headers)) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404, headers: PRIVATE })
  return Response.json(await cachedSiteSnapshot(), { headers: PRIVATE })
}

/** SPEC §8 `config_fetch_error` and the visit's cookie events (SPEC §5), which the proxy cannot track itself. */
export async function POST(request: Request) {
  if (!isProxySnapshotRequest(request.headers)) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404, headers: PRIVATE })
  const report = proxyReportOf(await request.json().catch(() => undefined))
  if ('reason' in report) await trackServerEvent(ERROR_EVENTS.configFetchError, { info1: report.reason })
  else await Promise.all(report.events.map(({ name, info1 }) => trackServerEvent(name, { info1 })))
  return new Response(null, { status: 204, headers: PRIVATE })
}
