import type { ConsentSettings } from '@/analytics/collector/consent-filter'
import { analyticsAllowedForRequest, hasGlobalPrivacyControl, marketingAllowedForRequest } from '@/domain/attribution'
import { clientKey } from '@/domain/client-key'
import { consentRegionFor } from '@/domain/consent-region'
import { COOKIE_NAMES, cookiesFromHeader } from '@/domain/cookies'
import { leadContext, type LeadContext } from '@/domain/lead-context'
import type { LeadForm } from '@/domain/lead-forms/fields'
import type { RateLimiter } from '@/domain/rate-limit'
import { AB_EVENTS } from '@/domain/tracking'

import { submitLead, type SubmissionDeps, type SubmissionOutcome } from './submitLead'

/**
 * One lead submission as both ways in take it, the form endpoint (POST /api/forms/{form}) and the
 * pages' form action (no JavaScript): the client's rate limit, the visit the lead records, then
 * submitLead. Each caller only reads its kind of request and turns the answer into its own.
 */

export type LeadSubmissionDeps = SubmissionDeps & {
  limiter: RateLimiter
  /** The trusted edge header with the visitor's country (VISITOR_COUNTRY_HEADER). */
  countryHeader: string
  /**
   * The cookie policy version in force and the countries added to the consent list (the site
   * settings, read through the collector's cache). Decides whether attribution may be kept.
   */
  consentSettings: () => Promise<ConsentSettings>
  /** Reports an unexpected error; must not throw. */
  reportException: (error: unknown) => Promise<void> | void
}

export type LeadSubmissionRequest = {
  form: LeadForm
  /** The fields as sent, whole: JSON or form data, trusted for nothing. */
  fields: Record<string, unknown>
  /** The request's headers: its cookies, the edge's country, Sec-GPC, Referer, the client's address. */
  headers: Headers
  /** A well-formed key the client sent, if any (isIdempotencyKey). */
  idempotencyKey: string | undefined
}

export type LeadAnswer = SubmissionOutcome | { kind: 'busy'; retryAfterSeconds: number }

export async function handleLeadSubmission({ form, fields, headers, idempotencyKey }: LeadSubmissionRequest, deps: LeadSubmissionDeps): Promise<LeadAnswer> {
  const now = deps.now ?? (() => new Date())
  const verdict = await deps.limiter.consume(clientKey(headers), now().getTime())
  if (!verdict.allowed) return { kind: 'busy', retryAfterSeconds: verdict.retryAfterSeconds }
  try {
    const context = await visitContext(fields, headers, deps)
    const outcome = await submitLead({ form, fields, idempotencyKey, context }, deps)
    // The schema let through what the database refuses: the visitor gets a 400, the team a report.
    if (outcome.kind === 'refused') await deps.reportException(outcome.error)
    if (outcome.kind === 'stored' && !outcome.duplicate && form === 'contactSales' && (await analyticsAllowed(headers, deps))) {
      await reportContactSalesConversion(context, cookiesFromHeader(headers.get('cookie')).get(COOKIE_NAMES.visitorId), deps)
    }
    return outcome
  } catch (error) {
    // Nothing is stored when this is reached before storeLead; after it, the lead is safe.
    await deps.reportException(error)
    return { kind: 'failed' }
  }
}

/** The visit a lead records: attribution (only where marketing is allowed), A/B variants, locale, country, page, origin. */
async function visitContext(fields: Record<string, unknown>, headers: Headers, deps: LeadSubmissionDeps): Promise<LeadContext> {
  const cookies = cookiesFromHeader(headers.get('cookie'))
  const countryHeader = headers.get(deps.countryHeader)
  return leadContext({
    cookies,
    countryHeader,
    locale: fields.locale,
    page: fields.page,
    // Without JavaScript the form cannot copy `?from=` from the address: the page's address can.
    from: typeof fields.from === 'string' && fields.from !== '' ? fields.from : fromOfReferer(headers.get('referer')),
    marketingAllowed: await marketingAllowed(headers, cookies, countryHeader, deps),
  })
}

/**
 * The proxy's rule for setting attribution cookies (marketingAllowedForRequest), asked again
 * here: cookies set under an earlier consent, or read by a visitor who has since refused, sent
 * `Sec-GPC: 1` or not answered the current policy, are not kept. Settings that cannot be read
 * allow nothing.
 */
async function marketingAllowed(headers: Headers, cookies: ReadonlyMap<string, string>, country: string | null, deps: LeadSubmissionDeps): Promise<boolean> {
  const consent = await requestConsent(headers, cookies, country, deps)
  return consent !== undefined && marketingAllowedForRequest(consent)
}

/** The same question for analytics: whether the A/B conversion may be counted. */
async function analyticsAllowed(headers: Headers, deps: LeadSubmissionDeps): Promise<boolean> {
  const consent = await requestConsent(headers, cookiesFromHeader(headers.get('cookie')), headers.get(deps.countryHeader), deps)
  return consent !== undefined && analyticsAllowedForRequest(consent)
}

async function requestConsent(headers: Headers, cookies: ReadonlyMap<string, string>, country: string | null, deps: LeadSubmissionDeps) {
  const settings = await Promise.resolve()
    .then(deps.consentSettings)
    .catch(() => undefined)
  if (!settings) return undefined
  return {
    region: consentRegionFor(country, settings.consentCountries),
    policyVersion: settings.cookiePolicyVersion,
    consentCookie: cookies.get(COOKIE_NAMES.consent),
    secGpc: hasGlobalPrivacyControl(headers.get('sec-gpc')),
  }
}

/** `?from=` of the page the form was posted from: a form without JavaScript cannot copy it. */
export function fromOfReferer(referer: string | null): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined
  return new URL(referer).searchParams.get('from') ?? undefined
}

/**
 * A stored contact-sales request is a conversion for every A/B test the visitor takes part in
 * (issue 7). Sent by the server, so a visitor without JavaScript counts too, and only once per
 * lead; the variants come from the A/B cookie, which exists only where analytics is allowed.
 */
async function reportContactSalesConversion(context: LeadContext, visitorId: string | undefined, deps: LeadSubmissionDeps): Promise<void> {
  if (!visitorId) return
  for (const [test, variant] of Object.entries(context.abTests)) {
    await deps.report(AB_EVENTS.conversion, { kind: 'contact_sales_submit', info1: test, info3: variant, visitor_id: visitorId })
  }
}
