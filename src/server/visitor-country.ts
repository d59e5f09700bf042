import { cachedSession } from '@/analytics/server/session'
import { type CountryCode, DEFAULT_COUNTRY, parseCountryCode } from '@/domain/countries'
import { visitorCountry } from '@/domain/site-routing'
import { env } from '@/infrastructure/env'
import { payloadClient } from '@/server/payload'

/*
 * The visitor's country for whoever asks outside the proxy (the lead forms' pre-selection), by
 * the proxy's own rule (src/domain/site-routing.ts visitorCountry): the trusted header's country
 * when it names one, else the site settings' default country, so that a missing or garbled
 * header means the same thing on a page and in a form.
 */

let defaultCountry: (() => Promise<CountryCode>) | undefined

/** Site settings' default country, read at most every 30 s; the spec's US when it cannot be read. */
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

/** GET /api/visitor-country: `{ country }`, never cached (pages are the same for everyone, this is the visitor's). */
export function visitorCountryHandler({
  countryHeader = env().visitorCountryHeader,
  settingsDefault = defaultCountrySetting,
}: { countryHeader?: string; settingsDefault?: () => Promise<CountryCode> } = {}) {
  return async (request: Request): Promise<Response> => {
    const country = visitorCountry(request.headers.get(countryHeader), { defaultCountry: await settingsDefault() })
    return Response.json({ country }, { headers: { 'Cache-Control': 'private, no-store' } })
  }
}
