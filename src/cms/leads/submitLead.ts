import type { Payload } from 'payload'

import type { LeadContext } from '@/domain/lead-context'
import { HONEYPOT_FIELD, type LeadForm } from '@/domain/lead-forms/fields'
import { validateLeadForm, type FieldErrors, type LeadFormValues } from '@/domain/lead-forms/schema'
import { FORM_SUBMIT_FAILED_EVENTS } from '@/domain/lead-forms/events'
import type { MeetingOptions, MeetingRequest } from '@/domain/meetings'
import { salesRegionOf } from '@/domain/sales-regions'

import { withTimeout } from '@/server/timeout'

import { leadIdempotencyKey } from './idempotency'
import { findLeadByKey, storeLead, type StoredLead } from './storeLead'

/**
 * What happens to one form submission, whoever sent it (the page's form with or without
 * JavaScript, or a client of POST /api/forms/{form}). Rate limiting and reading the body are the
 * caller's; the rules from validation on are here, once.
 */

export type Submission = {
  form: LeadForm
  /** The fields as sent: JSON or form data, trusted for nothing. */
  fields: Record<string, unknown>
  /** The client's name for this submission, however often it is sent (see idempotency.ts). */
  idempotencyKey: string | undefined
  context: LeadContext
}

/** How long storing may take before the visitor is asked to retry (RELIABILITY: an answer within 5 s). */
export const STORE_TIMEOUT_MS = 4_000

export type SubmissionOutcome =
  /** Stored now, or before under the same key (`duplicate`). */
  | { kind: 'stored'; leadId: number; duplicate: boolean; meetings?: MeetingOptions }
  /** The honeypot was filled: answered like a success, stored nowhere. */
  | { kind: 'discarded' }
  | { kind: 'invalid'; errors: FieldErrors }
  /** Storing failed (the database is down, say): nothing was stored, the visitor should retry. */
  | { kind: 'failed' }

export type SubmissionDeps = {
  payload: () => Promise<Payload>
  /** Book a meeting and get a call; never throws (src/server/scheduling). */
  meetingOptions: (request: MeetingRequest) => Promise<MeetingOptions>
  /** A tracking event; must not throw. */
  report: (name: string, fields?: { info1?: string; info3?: string }) => Promise<void> | void
  /** Tells the team about a new lead, after the visitor has their answer. */
  notifyTeam: (lead: StoredLead) => Promise<void>
  /** Runs work after the response (Next's `after`); tests run it at once. */
  defer: (task: () => Promise<void>) => void
  now?: () => Date
}

export async function submitLead(submission: Submission, deps: SubmissionDeps): Promise<SubmissionOutcome> {
  if (honeypotFilled(submission.fields)) return { kind: 'discarded' }
  const validation = validateLeadForm(submission.form, submission.fields)
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors }

  const key = leadIdempotencyKey(submission.form, submission.idempotencyKey, validation.values, (deps.now ?? (() => new Date()))())
  let lead: StoredLead
  let duplicate: boolean
  try {
    const store = async () => {
      const payload = await deps.payload()
      const earlier = await findLeadByKey(payload, key)
      return earlier ? { lead: earlier, duplicate: true } : storeLead(payload, leadData(submission, validation.values, key))
    }
    // A database that stops answering must not keep the visitor waiting. Should the insert land
    // after all, the retry the visitor is asked for finds it under the same key.
    ;({ lead, duplicate } = await withTimeout(store(), STORE_TIMEOUT_MS, 'storing the lead'))
  } catch (error) {
    await deps.report(FORM_SUBMIT_FAILED_EVENTS[submission.form], {
      info1: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      info3: submission.context.page,
    })
    return { kind: 'failed' }
  }
  if (duplicate) return { kind: 'stored', leadId: lead.id, duplicate: true, ...meetingsOf(lead) }

  const meetings = submission.form === 'contactSales' ? await deps.meetingOptions(meetingRequest(validation.values, submission.context)) : undefined
  deps.defer(async () => {
    if (meetings) await recordMeetings(deps, lead.id, meetings)
    // The team hears of the offer too: sales should know a call was promised.
    await deps.notifyTeam(meetings ? { ...lead, meetings } : lead)
  })
  return { kind: 'stored', leadId: lead.id, duplicate: false, ...(meetings ? { meetings } : {}) }
}

/** People never see the honeypot; anything in it came from a program filling every field. */
export function honeypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
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

/** A resent submission gets the answer the first one got. */
function meetingsOf(lead: StoredLead): { meetings?: MeetingOptions } {
  const meetings = lead.meetings as MeetingOptions | null | undefined
  return meetings && typeof meetings === 'object' && 'bookMeeting' in meetings ? { meetings } : {}
}

async function recordMeetings(deps: SubmissionDeps, id: number, meetings: MeetingOptions): Promise<void> {
  try {
    const payload = await deps.payload()
    await payload.update({ collection: 'leads', id, data: { meetings }, overrideAccess: true, depth: 0 })
  } catch {
    // The lead is stored and the visitor answered; the offer is also in the notification.
  }
}
