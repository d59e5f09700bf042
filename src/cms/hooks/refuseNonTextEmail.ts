import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

/**
 * Payload's own email field lower-cases what it is given before it validates it, so an email
 * sent as a number or an object (`{"email": 5}`) failed with a TypeError, a 500. Refuse it first,
 * as the 400 any other wrong value gets.
 */
export const refuseNonTextEmail: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const data = (args as { data?: unknown }).data
  if (!data || typeof data !== 'object' || !('email' in data)) return args
  const { email } = data as { email: unknown }
  if (email === undefined || email === null || typeof email === 'string') return args
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'email', message: 'The email address must be text.' }], req })
}
