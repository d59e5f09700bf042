import { clientKey } from '@/domain/client-key'
import { leadContext } from '@/domain/lead-context'
import { leadFormFromSlug } from '@/domain/lead-forms/fields'
import { fieldErrorMessages } from '@/domain/lead-forms/messages'
import { formText } from '@/domain/lead-forms/texts'
import { isIdempotencyKey } from '@/domain/leads'
import { localeOrDefault } from '@/domain/locales'
import type { RateLimiter } from '@/domain/rate-limit'
import { readBodyWithLimit } from '@/server/request-body'

import { submitLead, type SubmissionDeps } from './submitLead'

/** Far above any honest form (the longest message is 3,000 characters, 12 KB in the worst UTF-8). */
export const MAX_FORM_BODY_BYTES = 16 * 1024

/** What a failed store tells clients to wait before retrying. */
const RETRY_AFTER_SECONDS = 10

export type FormHandlerDeps = SubmissionDeps & {
  limiter: RateLimiter
  /** The trusted edge header with the visitor's country (VISITOR_COUNTRY_HEADER). */
  countryHeader: string
  /** Reports an unexpected error; must not throw. */
  reportException: (error: unknown) => Promise<void> | void
  now?: () => Date
}

const NO_STORE = { 'Cache-Control': 'no-store' }

function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { ...NO_STORE, ...headers } })
}

/**
 * POST /api/forms/{contact-sales|support|crm}: one lead, as JSON or form data. 201 stored, 200
 * stored before under the same Idempotency-Key, 400 with a message per field, 404 no such form,
 * 413 too long, 415 another body type, 429 too many from one client, 503 not stored (retry).
 * A filled honeypot is answered like a success and stored nowhere.
 */
export function formHandler(deps: FormHandlerDeps) {
  const now = deps.now ?? (() => new Date())
  return async (request: Request, formSlug: string): Promise<Response> => {
    try {
      return await handle(request, formSlug)
    } catch (error) {
      // Nothing was stored when this is reached before storeLead; after it, the lead is safe.
      await deps.reportException(error)
      return problem(503, 'The form could not be processed just now. Please try again.', { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    }
  }

  async function handle(request: Request, formSlug: string): Promise<Response> {
    const form = leadFormFromSlug(formSlug)
    if (!form) return problem(404, 'There is no such form.')
    const verdict = await deps.limiter.consume(clientKey(request.headers), now().getTime())
    if (!verdict.allowed) {
      return problem(429, 'Too many submissions from this client. Please try again later.', {
        'Retry-After': String(verdict.retryAfterSeconds),
      })
    }
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
      return problem(415, 'Send the form as application/json or application/x-www-form-urlencoded.')
    }
    const body = await readBodyWithLimit(request, MAX_FORM_BODY_BYTES)
    if (body.kind === 'too-large') return problem(413, `The form may be at most ${MAX_FORM_BODY_BYTES} bytes.`)
    if (body.kind === 'unreadable') return problem(400, 'The body could not be read as UTF-8 text.')
    const fields = type === 'application/json' ? parseJsonObject(body.text) : Object.fromEntries(new URLSearchParams(body.text))
    if (!fields) return problem(400, 'The body must be a JSON object of the form’s fields.')

    const key = request.headers.get('idempotency-key') ?? fields.idempotencyKey
    if (key !== undefined && key !== '' && !isIdempotencyKey(key)) {
      return problem(400, 'Idempotency-Key must be 8 to 80 letters, digits, - or _ (a UUID works).')
    }
    const cookies = cookieMap(request.headers.get('cookie'))
    const context = leadContext({
      cookies,
      countryHeader: request.headers.get(deps.countryHeader),
      locale: fields.locale,
      page: fields.page,
      from: fields.from,
    })
    const outcome = await submitLead({ form, fields, idempotencyKey: key || undefined, context }, deps)
    switch (outcome.kind) {
      case 'stored':
        return Response.json(
          { status: 'received', ...(outcome.meetings ? { meetings: outcome.meetings } : {}) },
          { status: outcome.duplicate ? 200 : 201, headers: NO_STORE },
        )
      case 'discarded':
        return Response.json({ status: 'received' }, { status: 201, headers: NO_STORE })
      case 'invalid': {
        const locale = localeOrDefault(fields.locale)
        return Response.json(
          { errors: fieldErrorMessages(outcome.errors, formText(locale)), message: formText(locale).errorSummary },
          { status: 400, headers: NO_STORE },
        )
      }
      case 'failed':
        return Response.json(
          { errors: [{ message: formText(localeOrDefault(fields.locale)).retryMessage }] },
          { status: 503, headers: { ...NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) } },
        )
    }
  }
}

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** The request's cookies by name; a malformed pair is skipped, never an error. */
export function cookieMap(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const name = pair.slice(0, at).trim()
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(at + 1).trim()))
    } catch {
      // A malformed %-escape: that cookie is left out.
    }
  }
  return cookies
}
