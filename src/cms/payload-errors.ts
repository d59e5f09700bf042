import type { ValidationError } from 'payload'

/** By status and data shape: the class name is minified in production, and `instanceof` fails across Next.js route bundles. */
export function isValidationError(error: unknown): error is ValidationError {
  if (typeof error !== 'object' || error === null) return false
  const { status, data } = error as { status?: unknown; data?: { errors?: unknown } }
  return status === 400 && Array.isArray(data?.errors) && data.errors.every((entry) => typeof (entry as { message?: unknown })?.message === 'string')
}
