import { InternalServerError } from '@/domain/internal-error'
import type { Reporter } from '@/domain/products'

import { reportServerException } from '.'

/**
 * A reporter for the spec's lookups that fall back instead of failing (an unknown product's
 * sign-up URL or platform id): the message goes to the log and, as `server_exception`, to the
 * tracking store, so a stale link shows up in the reports rather than only in a console. The
 * values it happened with travel as the error's params, in the event's data.
 */
export function reportProblemAt(where: string): Reporter {
  return (message, params) => {
    console.error(`[${where}] ${message}`)
    void reportServerException(new InternalServerError(message, params), { where })
  }
}
