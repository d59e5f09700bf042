import { APIError, type PayloadRequest } from 'payload'

import { minutesToWait } from '@/domain/member-limits'

/**
 * A refusal for going past a limit. Named (Payload picks an error's log level by its name, see
 * `loggingLevels`), so a flood need not fill the error log: `TooManyRequests: 'info'`.
 */
export class TooManyRequests extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManyRequests'
  }
}

/**
 * The REST answer to a flood: 429 with Retry-After and `{ errors: [{ message }] }`. Payload
 * answers a thrown APIError with its status and message, and adds `req.responseHeaders`.
 */
export function tooManyRequests(req: PayloadRequest, retryAfterSeconds: number, message?: string): TooManyRequests {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  const minutes = minutesToWait(retryAfterSeconds)
  return new TooManyRequests(message ?? `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
}
