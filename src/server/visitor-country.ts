import { cachedSession } from '@/analytics/server/session'
import { type CountryCode, DEFAULT_COUNTRY, parseCountryCode } from '@/domain/countries'
import { visitorCountry } from '@/domain/routing/site-routing'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'

/* By the proxy's own rule (visitorCountry), so a missing or garbled header means the same on a page and in a form. */

let defaultCountry: (() => Promise<CountryCode>) | undefined

/** The spec's US when it cannot be read. */
export function defaultCountrySetting(): Promise<CountryCode> {
  defaultCountry ??= cachedSession(
    async () => {
      const settings = await (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 0, select: { defaultCountry: true } })
      return parseCountryCode(settings.defaultCountry) ?? DEFAULT_COUNTRY
    },
    () => DEFAULT_COUNTRY,
  )
  return defaultCountry()
}

/** Never cached: pages are the same for everyone, this is the visitor's. */
export function visitorCountryHandler({
  countryHeader = env().visitorCountryHeader,
  settingsDefault = defaultCountrySetting,
}: { countryHeader?: string; settingsDefault?: () => Promise<CountryCode> } = {}) {
  return async (request: Request): Promise<Response> => {
    const country = visitorCountry(request.headers.get(countryHeader), { defaultCountry: await settingsDefault() })
    return Response.json({ country }, { headers: { 'Cache-Control': 'private, no-store' } })
  }
}
