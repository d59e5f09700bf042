import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { TEMPLATE_IMAGE_MAX_BYTES } from '@/domain/templates/templates'

const MB = 1024 * 1024

/** Template images have a lower limit than the site-wide one; larger ones get 413 too, with the limit named. */
export const limitImageSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const size = req.file?.size
  if (typeof size === 'number' && size > TEMPLATE_IMAGE_MAX_BYTES) {
    throw new APIError(`An image may be at most ${TEMPLATE_IMAGE_MAX_BYTES / MB} MB.`, 413, null, true)
  }
  return args
}
