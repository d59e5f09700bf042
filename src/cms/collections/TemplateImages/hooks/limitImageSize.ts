import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { TEMPLATE_IMAGE_MAX_BYTES } from '@/domain/templates'

const MB = 1024 * 1024

/**
 * A selfie or a board screenshot needs less than the site-wide upload limit (10 MB, answered
 * with 413 before the file reaches the disk): larger ones get 413 too, with the limit named.
 */
export const limitImageSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const size = req.file?.size
  if (typeof size === 'number' && size > TEMPLATE_IMAGE_MAX_BYTES) {
    throw new APIError(`An image may be at most ${TEMPLATE_IMAGE_MAX_BYTES / MB} MB.`, 413, null, true)
  }
  return args
}
