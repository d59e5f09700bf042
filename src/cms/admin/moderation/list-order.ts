import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Work waiting first: by status code, so Awaiting approval (0) leads. `defaultSort` takes a single field in the admin's list
 * view, so `keepApiOrder` adds the second key: oldest first within a status, the order *Approve and next* works in.
 */
export const MODERATION_LIST_SORT = 'statusCode'

const MODERATION_QUEUE_ORDER = [MODERATION_LIST_SORT, 'createdAt']

export const API_DEFAULT_SORT = '-createdAt'

/** Payload applies `defaultSort` to every find without an order; other callers than the admin list keep newest first. */
export const keepApiOrder: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' && operation !== 'update') return args
  const sort = (args as { sort?: unknown }).sort
  const unset = sort === undefined || sort === null || sort === '' || (Array.isArray(sort) && sort.length === 0)
  if (unset) return { ...args, sort: API_DEFAULT_SORT }
  // Without a second key the database adapter would append `-createdAt`: newest first.
  return sort === MODERATION_LIST_SORT ? { ...args, sort: MODERATION_QUEUE_ORDER } : args
}
