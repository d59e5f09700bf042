'use server'

import { cookies, headers } from 'next/headers'

import { submitLead } from '@/cms/leads/submitLead'
import { clientKey } from '@/domain/client-key'
import { leadContext } from '@/domain/lead-context'
import { HONEYPOT_FIELD, LEAD_FORMS, type LeadForm } from '@/domain/lead-forms/fields'
import { fieldErrorMessage } from '@/domain/lead-forms/messages'
import { formText } from '@/domain/lead-forms/texts'
import { isIdempotencyKey } from '@/domain/leads'
import { localeOrDefault } from '@/domain/locales'
import { leadSubmissionDeps } from '@/server/lead-submission'
import type { LeadFormState } from '@/site/forms/state'

/** Longest text a field may bring back into the page: the form's own limits are lower. */
const MAX_ECHO = 3_000

/**
 * The lead forms without JavaScript: the browser posts the form to the page, and Next.js answers
 * with the page showing this state. Same rules, limits and store as POST /api/forms/{form}.
 */
export async function leadFormAction(_previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const fields: Record<string, string> = {}
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string' && !name.startsWith('$') && !(name in fields)) fields[name] = value.slice(0, MAX_ECHO)
  }
  const form = LEAD_FORMS.find((candidate) => candidate === fields.form) as LeadForm | undefined
  const locale = localeOrDefault(fields.locale)
  const text = formText(locale)
  // What the form may show again: what the visitor typed, never the hidden trap.
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== HONEYPOT_FIELD))
  if (!form) return { status: 'failed', values }

  const deps = leadSubmissionDeps()
  const requestHeaders = await headers()
  const verdict = await deps.limiter.consume(clientKey(requestHeaders), Date.now())
  if (!verdict.allowed) return { status: 'busy', retryAfterSeconds: verdict.retryAfterSeconds, values }

  const cookieStore = await cookies()
  const context = leadContext({
    cookies: new Map(cookieStore.getAll().map((cookie) => [cookie.name, cookie.value])),
    countryHeader: requestHeaders.get(deps.countryHeader),
    locale,
    page: fields.page,
    // Without JavaScript the form cannot copy `?from=` from the address: the page's address can.
    from: fields.from || fromOfReferer(requestHeaders.get('referer')),
  })
  const key = isIdempotencyKey(fields.idempotencyKey) ? fields.idempotencyKey : undefined
  const outcome = await submitLead({ form, fields, idempotencyKey: key, context }, deps).catch(async (error: unknown) => {
    await deps.reportException(error)
    return { kind: 'failed' } as const
  })
  switch (outcome.kind) {
    case 'stored':
      return { status: 'sent', name: fields.name, phone: fields.phone, ...(outcome.meetings ? { meetings: outcome.meetings } : {}) }
    case 'discarded':
      return { status: 'sent', name: fields.name }
    case 'invalid':
      return {
        status: 'invalid',
        values,
        errors: Object.fromEntries(Object.entries(outcome.errors).map(([field, error]) => [field, fieldErrorMessage(error, text)])),
      }
    case 'failed':
      return { status: 'failed', values }
  }
}

function fromOfReferer(referer: string | null): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined
  return new URL(referer).searchParams.get('from') ?? undefined
}
