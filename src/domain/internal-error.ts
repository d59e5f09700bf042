/**
 * SPEC §8: an internal server error type carries params. The message says what went wrong for a
 * person; the params are the values it went wrong with (the product value, the colour), kept apart
 * so that reports can be grouped by message and filtered by value.
 */

/** Flat values only: they travel as a tracking event's `data`. */
export type ErrorParams = Readonly<Record<string, string | number | boolean | null>>

export class InternalServerError extends Error {
  override readonly name = 'InternalServerError'
  readonly params: ErrorParams

  constructor(message: string, params: ErrorParams = {}, options?: ErrorOptions) {
    super(message, options)
    this.params = params
  }
}

/** The params an error carries, or none for any other thrown value. */
export function errorParams(error: unknown): ErrorParams {
  return error instanceof InternalServerError ? error.params : {}
}
