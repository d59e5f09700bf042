import type { PayloadRequest } from 'payload'

import { mediaType } from '@/infrastructure/http'

/** Reads a copy of the body: Payload's own handler, behind this endpoint, reads it again. */
export async function peekData(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const copy = Request.prototype.clone.call(req) as Request
    const type = mediaType(req.headers.get('content-type'))
    const form = type === 'multipart/form-data' ? await copy.formData() : undefined
    const data: unknown = form ? JSON.parse(String(form.get('_payload') ?? '{}')) : type === 'application/json' ? await copy.json() : {}
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
