import {
  apiFieldErrors,
  IMAGE_MAX_MEGABYTES,
  type SubmissionDraft,
  type SubmissionError,
  type SubmissionErrors,
  submissionBody,
  submissionErrorsFromApi,
} from '@/domain/community/submission'
import { statusCodeOfName } from '@/domain/community/my-templates'
import { TEMPLATE_STATUS, type TemplateImageType } from '@/domain/templates/templates'

type Failure = { ok: false; session: true } | { ok: false; failed: true }

export type Upload = { ok: true; id: number } | { ok: false; error: SubmissionError } | Failure

export async function uploadImage(file: File, alt: string): Promise<Upload> {
  const body = new FormData()
  body.append('file', file)
  body.append('_payload', JSON.stringify({ alt }))
  let response: Response
  try {
    response = await fetch('/api/template-images', { method: 'POST', body, credentials: 'same-origin' })
  } catch {
    return { ok: false, failed: true }
  }
  const json = (await response.json().catch(() => null)) as { doc?: { id?: unknown } } | null
  if (response.ok && typeof json?.doc?.id === 'number') return { ok: true, id: json.doc.id }
  if (response.status === 413) return { ok: false, error: { code: 'imageTooLarge', values: { mb: IMAGE_MAX_MEGABYTES } } }
  if (sessionEnded(response)) return { ok: false, session: true }
  if (response.status === 400) {
    const message = apiFieldErrors(json)[0]?.message
    if (typeof message === 'string' && !/type|mime/i.test(message)) return { ok: false, error: { code: 'serverMessage', message } }
    return { ok: false, error: { code: 'imageType' } }
  }
  return { ok: false, failed: true }
}

export type SubmissionMode = { kind: 'create' } | { kind: 'edit'; id: number }

export type Saved = { ok: true; id: number; status: number } | { ok: false; errors: SubmissionErrors } | Failure

export async function saveSubmission(mode: SubmissionMode, sent: SubmissionDraft, images: Record<TemplateImageType, number>): Promise<Saved> {
  let response: Response
  try {
    response = await fetch(mode.kind === 'create' ? '/api/community-templates' : `/api/community-templates/${mode.id}`, {
      method: mode.kind === 'create' ? 'POST' : 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(submissionBody(sent, images)),
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, failed: true }
  }
  const json = (await response.json().catch(() => null)) as { doc?: { id?: unknown; status?: unknown; statusCode?: unknown } } | null
  if (response.ok && typeof json?.doc?.id === 'number') {
    const status = statusCodeOfName(json.doc.status) ?? (typeof json.doc.statusCode === 'number' ? json.doc.statusCode : TEMPLATE_STATUS.PENDING)
    return { ok: true, id: json.doc.id, status }
  }
  if (response.status === 400) {
    const errors = submissionErrorsFromApi(apiFieldErrors(json), sent)
    if (Object.keys(errors).length > 0) return { ok: false, errors }
  }
  return sessionEnded(response) ? { ok: false, session: true } : { ok: false, failed: true }
}

const sessionEnded = (response: Response) => response.status === 401 || response.status === 403
