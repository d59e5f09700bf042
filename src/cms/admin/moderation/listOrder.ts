import type { CollectionBeforeOperationHook } from 'payload'

/**
 * The moderators' list of community templates opens with the work waiting for them first:
 * by status code, so Awaiting approval (0) leads, newest first within a status. It is the
 * collection's `defaultSort`, which the admin's list view asks for by name; it takes a single
 * field only (an array is ignored there), and the database adapter adds `-createdAt` after any
 * order that lacks it, which gives the newest first within a status.
 */
export const MODERATION_LIST_SORT = 'statusCode'

/** What everyone else gets when they ask for templates without an order: newest first. */
export const API_DEFAULT_SORT = '-createdAt'

/**
 * Payload also applies `defaultSort` to every find that names no order (REST, the local API,
 * bulk updates). The list's order is the admin's business: this gives every other caller the
 * order it had before, newest first, unless it asks for another.
 */
export const keepApiOrder: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'read' && operation !== 'update') return args
  const sort = (args as { sort?: unknown }).sort
  const unset = sort === undefined || sort === null || sort === '' || (Array.isArray(sort) && sort.length === 0)
  return unset ? { ...args, sort: API_DEFAULT_SORT } : args
}
