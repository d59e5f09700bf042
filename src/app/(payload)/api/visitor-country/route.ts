import { parseCountryCode } from '@/domain/countries'
import { env } from '@/infrastructure/env'

/*
 * The visitor's country, as the edge's trusted header names it, for the lead forms to pre-select.
 * Pages are cached for everyone alike, so the form asks here once it is shown. Never cached; an
 * unknown or missing country is null, and the form then leaves the choice to the visitor.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

export function GET(request: Request): Response {
  const country = parseCountryCode(request.headers.get(env().visitorCountryHeader)) ?? null
  return Response.json({ country }, { headers: { 'Cache-Control': 'private, no-store' } })
}
