import { loadSiteSnapshot } from '@/cms/queries/siteSnapshot'
import { payloadClient } from '@/server/payload'

/**
 * The routing facts the proxy needs (redirects, priced pages), built once and cached; editors'
 * changes refresh it (see cms/hooks/revalidate). When the database is down the last one is served.
 */
export const dynamic = 'force-static'
export const revalidate = 300

export async function GET() {
  return Response.json(await loadSiteSnapshot(await payloadClient()))
}
