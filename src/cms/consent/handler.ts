import type { z } from 'zod'

import { problem } from '@/infrastructure/http'
import { consentRecordBody, MAX_CONSENT_BODY_BYTES } from '@/domain/consent/record'
import { clientKey } from '@/domain/client-key'
import { countryOrDefault, type CountryCode } from '@/domain/countries'
import type { RateLimiter } from '@/domain/rate-limit'
import { readJsonBody } from '@/infrastructure/request-body'

export type ConsentRecordInput = z.output<typeof consentRecordBody> & { country: CountryCode; chosenAt: Date }

export type ConsentHandlerDeps = {
  /** A choice id already stored is not stored again. */
  store: (record: ConsentRecordInput) => Promise<void>
  limiter: RateLimiter
  countryHeader: string
  /** Cached briefly; `fresh` asks past the cache. Undefined when unreadable: the record is then taken as it comes. */
  currentPolicyVersion: (options?: { fresh?: boolean }) => Promise<number | undefined>
  now?: () => Date
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** POST /api/consent. The country comes from the trusted header, never the body; the time from the server's clock. */
export function consentHandler({ store, limiter, countryHeader, currentPolicyVersion, now = () => new Date() }: ConsentHandlerDeps) {
  return async (request: Request): Promise<Response> => {
    const verdict = await limiter.consume(clientKey(request.headers), now().getTime())
    if (!verdict.allowed) {
      return problem(429, 'Too many consent records from this client. Please retry later.', {
        'Retry-After': String(verdict.retryAfterSeconds),
      })
    }
    const body = await readJsonBody(request, MAX_CONSENT_BODY_BYTES, 'the choice')
    if (body.kind === 'refused') return problem(body.status, body.message)
    const parsed = consentRecordBody.safeParse(body.json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return problem(400, `Invalid consent record: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'unreadable'}.`)
    }
    if (await isNewerThanCurrent(parsed.data.policyVersion, currentPolicyVersion)) {
      return problem(400, `Invalid consent record: policyVersion ${parsed.data.policyVersion} is newer than the cookie policy in force.`)
    }
    await store({ ...parsed.data, country: countryOrDefault(request.headers.get(countryHeader)), chosenAt: now() })
    return new Response(null, { status: 204, headers: NO_STORE })
  }
}

/** The cached version may lag behind an admin who just raised it, so a higher one is checked once more past the cache. */
async function isNewerThanCurrent(version: number, current: ConsentHandlerDeps['currentPolicyVersion']): Promise<boolean> {
  const cached = await current()
  if (cached === undefined || version <= cached) return false
  const fresh = await current({ fresh: true })
  return fresh !== undefined && version > fresh
}
