import { mediaType, problem } from '@/infrastructure/http'
import { isCrossSiteWrite, originSet } from '@/domain/cross-site'
import { leadFormFromSlug } from '@/domain/forms/fields'
import { fieldErrorMessages } from '@/i18n/form-messages'
import { formText } from '@/i18n/form-text'
import { isIdempotencyKey } from '@/domain/forms/leads'
import { localeOrDefault, type Locale } from '@/domain/locales'
import { readBodyWithLimit } from '@/infrastructure/request-body'

import { handleLeadSubmission, type LeadAnswer, type LeadSubmissionDeps } from './handle-lead-submission'

/** Far above any honest form's largest body. */
export const MAX_FORM_BODY_BYTES = 16 * 1024

const RETRY_AFTER_SECONDS = 10

export type FormHandlerDeps = LeadSubmissionDeps & {
  /** A form post needs no CORS preflight, so a browser request from another site's page is refused. */
  trustedOrigins: readonly string[]
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/forms/{contact-sales|support|crm}: one lead, as JSON or form data. A filled honeypot is answered exactly
 * like a success and stored nowhere.
 */
export function formHandler(deps: FormHandlerDeps) {
  const trusted = originSet(deps.trustedOrigins)
  return async (request: Request, formSlug: string): Promise<Response> => {
    try {
      return await handle(request, formSlug)
    } catch (error) {
      await deps.reportException(error)
      return problem(503, 'The form could not be processed just now. Please try again.', { 'Retry-After': String(RETRY_AFTER_SECONDS) })
    }
  }

  async function handle(request: Request, formSlug: string): Promise<Response> {
    const form = leadFormFromSlug(formSlug)
    if (!form) return problem(404, 'There is no such form.')
    // Browsers say where a post comes from; clients that are not browsers send neither header.
    if (isCrossSiteWrite(request.headers, trusted)) {
      return problem(
        403,
        `This form was sent from a page at another address (${request.headers.get('origin')?.slice(0, 100) ?? 'another site'}) than this site’s own ` +
          `(${deps.trustedOrigins[0] ?? 'its address'}), so it was refused. Open the site at its own address and send the form again.`,
      )
    }
    const type = mediaType(request.headers.get('content-type'))
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
    const answer = await handleLeadSubmission({ form, fields, headers: request.headers, idempotencyKey: key || undefined }, deps)
    return responseFor(answer, localeOrDefault(fields.locale))
  }
}

function responseFor(answer: LeadAnswer, locale: Locale): Response {
  const text = formText(locale)
  switch (answer.kind) {
    case 'stored':
    case 'discarded':
      return Response.json(
        { status: 'received', ...(answer.meetings ? { meetings: answer.meetings } : {}) },
        { status: answer.duplicate ? 200 : 201, headers: NO_STORE },
      )
    case 'invalid':
    case 'refused': {
      const errors = fieldErrorMessages(answer.errors, text)
      return Response.json(Object.keys(errors).length > 0 ? { errors, message: text.errorSummary } : { errors: [{ message: text.errorInvalid }] }, {
        status: 400,
        headers: NO_STORE,
      })
    }
    case 'conflict':
      return problem(409, 'This Idempotency-Key was used before for a submission with other values. Send the changed form under a new key.')
    case 'busy':
      return problem(429, 'Too many submissions from this client. Please try again later.', { 'Retry-After': String(answer.retryAfterSeconds) })
    case 'failed':
      return problem(503, text.retryMessage, { 'Retry-After': String(RETRY_AFTER_SECONDS) })
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
