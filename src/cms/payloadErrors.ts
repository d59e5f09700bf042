import type { ValidationError } from 'payload'

/**
 * Whether `error` is Payload's ValidationError, by its shape. `instanceof` is not enough inside
 * Next.js: the Payload instance is created once per process, possibly by another route's bundle,
 * whose copy of the class is not this module's.
 */
export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as { data?: { errors?: unknown } }).data?.errors)
}
