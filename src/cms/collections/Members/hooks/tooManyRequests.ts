import { APIError, type PayloadRequest } from 'payload'

import { minutesToWait } from '@/domain/member-limits'

/**
 * The REST answer to a flood: 429 with Retry-After and `{ errors: [{ message }] }`. Payload
 * answers a thrown APIError with its status and message, and adds `req.responseHeaders`.
 */
export function tooManyRequests(req: PayloadRequest, retryAfterSeconds: number, message?: string): APIError {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  const minutes = minutesToWait(retryAfterSeconds)
  return new APIError(message ?? `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, 429, null, true)
}
