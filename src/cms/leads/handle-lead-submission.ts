import type { ConsentSettings } from '@/analytics/collector/consent-filter'
import { analyticsAllowedForRequest, hasGlobalPrivacyControl, marketingAllowedForRequest } from '@/domain/attribution/attribution'
import { clientKey } from '@/domain/client-key'
import { consentRegionFor } from '@/domain/consent/region'
import { COOKIE_NAMES, cookiesFromHeader } from '@/domain/consent/cookies'
import { leadContext, type LeadContext } from '@/domain/forms/lead-context'
import type { LeadForm } from '@/domain/forms/fields'
import type { RateLimiter } from '@/domain/rate-limit'
import { AB_EVENTS } from '@/domain/tracking/tracking'

import { submitLead, type SubmissionDeps, type SubmissionOutcome } from './submit-lead'

/** Shared by the form endpoint and the pages' form action (no JavaScript); each caller reads its own request and answer. */

export type LeadSubmissionDeps = SubmissionDeps & {
  limiter: RateLimiter
  countryHeader: string
  /** Decides whether attribution may be kept. */
  consentSettings: () => Promise<ConsentSettings>
  reportException: (error: unknown) => Promise<void> | void
}

export type LeadSubmissionRequest = {
  form: LeadForm
  fields: Record<string, unknown>
  headers: Headers
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

/** Attribution only where marketing is allowed. */
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
 * Asked again here: cookies set under an earlier consent are not kept once the visitor refused, sent `Sec-GPC: 1` or
 * has not answered the current policy. Unreadable settings allow nothing.
 */
async function marketingAllowed(headers: Headers, cookies: ReadonlyMap<string, string>, country: string | null, deps: LeadSubmissionDeps): Promise<boolean> {
  const consent = await requestConsent(headers, cookies, country, deps)
  return consent !== undefined && marketingAllowedForRequest(consent)
}

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

/** A form without JavaScript cannot copy `?from=`. */
export function fromOfReferer(referer: string | null): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined
  return new URL(referer).searchParams.get('from') ?? undefined
}

/**
 * Sent by the server, so visitors without JavaScript count too, once per lead; the variants come from the A/B cookie,
 * which exists only where analytics is allowed.
 */
async function reportContactSalesConversion(context: LeadContext, visitorId: string | undefined, deps: LeadSubmissionDeps): Promise<void> {
  if (!visitorId) return
  for (const [test, variant] of Object.entries(context.abTests)) {
    await deps.report(AB_EVENTS.conversion, { kind: 'contact_sales_submit', info1: test, info3: variant, visitor_id: visitorId })
  }
}
