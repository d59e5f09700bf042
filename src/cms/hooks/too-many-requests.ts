import { APIError, type PayloadRequest } from 'payload'

import { minutesToWait } from '@/domain/community/member-limits'

/** Named so Payload logs it at its configured level (`loggingLevels`): a flood need not fill the error log. */
export class TooManyRequests extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManyRequests'
  }
}

/** Payload answers a thrown APIError with its status and message and adds `req.responseHeaders`. */
export function tooManyRequests(req: PayloadRequest, retryAfterSeconds: number, message?: string): TooManyRequests {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds))
  const minutes = minutesToWait(retryAfterSeconds)
  return new TooManyRequests(message ?? `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`)
}
