import { InternalServerError } from '@/domain/internal-error'
import type { Reporter } from '@/domain/products'

import { reportServerException } from '.'

/** For lookups that fall back instead of failing: reported as `server_exception` too, so a stale link shows in the reports. */
export function reportProblemAt(where: string): Reporter {
  return (message, params) => {
    console.error(`[${where}] ${message}`)
    void reportServerException(new InternalServerError(message, params), { where })
  }
}
