import type { Payload } from 'payload'

import type { LeadContext } from '@/domain/forms/lead-context'
import { FORM_SUBMIT_FAILED_EVENTS } from '@/domain/forms/events'
import { HONEYPOT_FIELD, LEAD_FIELDS, type LeadField, type LeadForm } from '@/domain/forms/fields'
import { validateLeadForm, type FieldErrors, type LeadFormValues } from '@/domain/forms/schema'
import { isSameSubmission } from '@/domain/forms/leads'
import { bookMeetingEligibility, getACallAvailability, type MeetingOptions, type MeetingRequest } from '@/domain/forms/meetings'
import { salesRegionOf } from '@/domain/forms/sales-regions'
import { withTimeout } from '@/infrastructure/timeout'

import { RecentKeys } from './decoys'
import { leadIdempotencyKey } from './idempotency'
import { meetingOptionsOf } from './notify-team'
import { claimFollowUp, findLeadByKey, LeadRefusedError, storeLead, type StoredLead } from './store-lead'

/** Shared by every way in; rate limiting, body and visit context are handleLeadSubmission's, the rules from validation on are here. */

export type Submission = {
  form: LeadForm
  fields: Record<string, unknown>
  /** The client's name for this submission, however often it is sent (see idempotency.ts). */
  idempotencyKey: string | undefined
  context: LeadContext
}

/** RELIABILITY.md: the visitor gets an answer within 5 s. */
export const STORE_TIMEOUT_MS = 4_000

/** A request that gave up on a slow insert keeps waiting for it, to follow the lead up should it land. */
export const LATE_STORE_WAIT_MS = 120_000

export type SubmissionOutcome =
  | { kind: 'stored'; leadId: number; duplicate: boolean; meetings?: MeetingOptions }
  /** Answered exactly like `stored`, stored nowhere. */
  | { kind: 'discarded'; duplicate: boolean; meetings?: MeetingOptions }
  | { kind: 'invalid'; errors: FieldErrors }
  /** The key was used before for other values: the earlier lead's answer is not this one's. */
  | { kind: 'conflict' }
  /** The database refused what the schema accepted (a bug to report); the fields it named. */
  | { kind: 'refused'; errors: FieldErrors; error: LeadRefusedError }
  | { kind: 'failed' }

export type SubmissionDeps = {
  payload: () => Promise<Payload>
  meetingOptions: (request: MeetingRequest) => Promise<MeetingOptions>
  /** The built-in local rules only: a caught honeypot post must not cost a call to any service. */
  localMeetingOptions?: (request: MeetingRequest) => MeetingOptions
  report: (name: string, fields?: { info1?: string; info3?: string; kind?: string; visitor_id?: string }) => Promise<void> | void
  notifyTeam: (lead: StoredLead) => Promise<void>
  defer: (task: () => Promise<void>) => void
  now?: () => Date
  storeTimeoutMs?: number
  caughtKeys?: RecentKeys
}

const CAUGHT_KEYS = new RecentKeys()

type Stored = { lead: StoredLead; duplicate: boolean }

export async function submitLead(submission: Submission, deps: SubmissionDeps): Promise<SubmissionOutcome> {
  const { form, fields, context } = submission
  // Validation first: a bot that fills the honeypot learns nothing a person would not from a 400.
  const validation = validateLeadForm(form, fields)
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors }
  const { values } = validation
  const now = (deps.now ?? (() => new Date()))()
  const key = leadIdempotencyKey(form, submission.idempotencyKey, values, now)
  const request = meetingRequest(values, context)
  if (honeypotFilled(fields)) return decoy(deps, form, key, request, now)

  const storing = (async (): Promise<Stored> => {
    const payload = await deps.payload()
    const earlier = await findLeadByKey(payload, key)
    return earlier ? { lead: earlier, duplicate: true } : storeLead(payload, leadData(submission, values, key))
  })()
  let stored: Stored
  try {
    stored = await withTimeout(storing, deps.storeTimeoutMs ?? STORE_TIMEOUT_MS, 'storing the lead')
  } catch (error) {
    if (error instanceof LeadRefusedError) return { kind: 'refused', errors: refusedFields(error), error }
    // The insert cannot be called back: should it land after all, this request still follows the lead up, unless the
    // visitor's retry has taken that on first.
    deps.defer(async () => {
      const late = await withTimeout(storing, LATE_STORE_WAIT_MS, 'the late lead').catch(() => undefined)
      if (late && !late.duplicate) await followUp(deps, late.lead, request)
    })
    await deps.report(FORM_SUBMIT_FAILED_EVENTS[form], {
      info1: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      info3: context.page,
    })
    return { kind: 'failed' }
  }
  if (stored.duplicate) return resent(deps, stored.lead, values, request)

  const meetings = form === 'contactSales' ? await deps.meetingOptions(request) : undefined
  // After the answer: the visitor does not wait for the meeting record or the email.
  deps.defer(() => followUp(deps, stored.lead, request, meetings))
  return { kind: 'stored', leadId: stored.lead.id, duplicate: false, ...(meetings ? { meetings } : {}) }
}

/**
 * The same values get the first answer; other values under the key are refused. A lead not followed up yet is followed
 * up by whichever request wins claimFollowUp, so the team is emailed once.
 */
async function resent(deps: SubmissionDeps, lead: StoredLead, values: LeadFormValues, request: MeetingRequest): Promise<SubmissionOutcome> {
  if (!isSameSubmission(lead, values)) return { kind: 'conflict' }
  const recorded = meetingOptionsOf(lead.meetings)
  const mine = lead.notification === 'pending' && (await claim(deps, lead.id))
  // Not recorded yet (the follow-up has not got that far): asked again for this answer.
  const meetings = recorded ?? (lead.form === 'contactSales' ? await deps.meetingOptions(request) : undefined)
  if (mine) deps.defer(() => finishFollowUp(deps, lead, request, meetings))
  return { kind: 'stored', leadId: lead.id, duplicate: true, ...(meetings ? { meetings } : {}) }
}

async function followUp(deps: SubmissionDeps, lead: StoredLead, request: MeetingRequest, meetings?: MeetingOptions): Promise<void> {
  if (await claim(deps, lead.id)) await finishFollowUp(deps, lead, request, meetings)
}

/** A claim the database could not answer is no claim: a later resend may still take it. */
async function claim(deps: SubmissionDeps, id: number): Promise<boolean> {
  try {
    return await claimFollowUp(await deps.payload(), id)
  } catch {
    return false
  }
}

async function finishFollowUp(deps: SubmissionDeps, lead: StoredLead, request: MeetingRequest, known?: MeetingOptions): Promise<void> {
  let meetings = meetingOptionsOf(lead.meetings)
  if (!meetings && lead.form === 'contactSales') {
    meetings = known ?? (await deps.meetingOptions(request))
    await recordMeetings(deps, lead.id, meetings)
  }
  // The team hears of the offer too: sales should know a call was promised.
  await deps.notifyTeam(meetings ? { ...lead, meetings } : lead)
}

/**
 * Answered as a stored one would be; contact sales gets an offer from the built-in rules, since asking the scheduling
 * service for a bot would cost a call and could be timed.
 */
function decoy(deps: SubmissionDeps, form: LeadForm, key: string, request: MeetingRequest, now: Date): SubmissionOutcome {
  const duplicate = (deps.caughtKeys ?? CAUGHT_KEYS).seen(key, now.getTime())
  const local =
    deps.localMeetingOptions ??
    ((meetingRequest: MeetingRequest) => ({ bookMeeting: bookMeetingEligibility(meetingRequest, {}), getACall: getACallAvailability(meetingRequest, now) }))
  const meetings = form === 'contactSales' ? local(request) : undefined
  return { kind: 'discarded', duplicate, ...(meetings ? { meetings } : {}) }
}

/** People never see the honeypot; anything in it came from a program filling every field. */
export function honeypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

function refusedFields(error: LeadRefusedError): FieldErrors {
  const fields = error.paths.filter((path): path is LeadField => (LEAD_FIELDS as readonly string[]).includes(path))
  return Object.fromEntries(fields.map((field) => [field, { code: 'invalid' }]))
}

function leadData({ form, context }: Submission, values: LeadFormValues, idempotencyKey: string) {
  return {
    form,
    ...values,
    salesRegion: salesRegionOf(values.country),
    locale: context.locale,
    ...(context.visitorCountry ? { visitorCountry: context.visitorCountry } : {}),
    page: context.page,
    ...(context.from ? { from: context.from } : {}),
    attribution: context.attribution,
    abTests: context.abTests,
    idempotencyKey,
  }
}

function meetingRequest(values: LeadFormValues, context: LeadContext): MeetingRequest {
  return {
    country: values.country,
    companySize: values.companySize ?? '',
    product: values.product ?? 'not-sure',
    ...(values.phone ? { phone: values.phone } : {}),
    locale: context.locale,
  }
}

async function recordMeetings(deps: SubmissionDeps, id: number, meetings: MeetingOptions): Promise<void> {
  try {
    const payload = await deps.payload()
    await payload.update({ collection: 'leads', id, data: { meetings }, overrideAccess: true, depth: 0 })
  } catch {
    // The lead is stored and the visitor answered; the offer is also in the notification.
  }
}
