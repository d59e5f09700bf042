import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * Staff accounts change one at a time. Payload applies a bulk change user by user, and a
 * refusal for one does not undo the others, so a bulk demotion or delete could remove
 * every admin at once.
 */
export const refuseBulkChanges: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const bulk = (operation === 'update' || operation === 'delete') && 'where' in args && !('id' in args && args.id)
  if (bulk) throw new APIError('Change staff accounts one at a time.', 400, null, true)
  return args
}
