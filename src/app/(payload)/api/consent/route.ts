import { consentHandler } from '@/cms/consent/handler'
import { cachedPolicyVersion } from '@/cms/consent/policy-version'
import { storeConsentRecord } from '@/cms/consent/store-consent-record'
import { answerUnavailableWhenDatabaseDown } from '@/infrastructure/api-availability'
import { env } from '@/infrastructure/env'
import { databaseIsUp } from '@/infrastructure/health'
import { onlyPostAllowed } from '@/infrastructure/method-not-allowed'
import { rateLimiter } from '@/infrastructure/rate-limiters'
import { payloadClient } from '@/server/payload'

/*
 * Cookie choices, recorded as proof. A static segment, so Next.js routes /api/consent here
 * rather than to Payload's /api/[...slug] catch-all beside it. Never cached.
 */
export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

/** A person chooses a few times at most; 20 a minute per client leaves room for shared addresses. */
const limiter = rateLimiter('consent', 20, 60_000)

const isDatabaseUp = () => databaseIsUp(payloadClient)

const handle = consentHandler({
  store: async (record) => storeConsentRecord(await payloadClient(), record),
  limiter,
  countryHeader: env().visitorCountryHeader,
  // A record may not claim a newer cookie policy than the site settings hold.
  currentPolicyVersion: cachedPolicyVersion(async () => {
    const settings = await (await payloadClient()).findGlobal({ slug: 'site-settings', depth: 0, select: { cookiePolicyVersion: true } })
    return settings.cookiePolicyVersion
  }),
})

export const POST = answerUnavailableWhenDatabaseDown((request: Request) => handle(request), isDatabaseUp)

export const GET = onlyPostAllowed
export const PUT = onlyPostAllowed
export const PATCH = onlyPostAllowed
export const DELETE = onlyPostAllowed
