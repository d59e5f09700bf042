import { visitorCountryHandler } from '@/server/visitor-country'

/*
 * The visitor's country, for the lead forms to pre-select: pages are cached for everyone alike,
 * so the form asks here once it is shown. A missing or unknown header means the site settings'
 * default country, as it does for the pages themselves.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const handle = visitorCountryHandler()

export function GET(request: Request): Promise<Response> {
  return handle(request)
}
