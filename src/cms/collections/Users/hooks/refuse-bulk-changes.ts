import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** Payload applies a bulk change user by user and does not undo the others on a refusal: a bulk demotion could remove every admin. */
export const refuseBulkChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const bulk = (operation === 'update' || operation === 'delete') && 'where' in args && !('id' in args && args.id)
  if (bulk) throw new APIError('Change staff accounts one at a time.', 400, null, true)
  return args
}
