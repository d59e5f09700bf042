import { mediaType } from '@/infrastructure/http'

import { ACCEPTED_CONTENT_TYPES } from './limits'

/** Whether the request's media type (parameters such as `charset` ignored) is one the collector reads. */
export function isAcceptedContentType(header: string | null): boolean {
  return (ACCEPTED_CONTENT_TYPES as readonly string[]).includes(mediaType(header))
}
