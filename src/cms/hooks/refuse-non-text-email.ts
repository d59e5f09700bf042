import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

/** Payload lower-cases the email before validating it, so a number or object would be a TypeError 500; refuse it as a 400. */
export const refuseNonTextEmail: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const data = (args as { data?: unknown }).data
  if (!data || typeof data !== 'object' || !('email' in data)) return args
  const { email } = data as { email: unknown }
  if (email === undefined || email === null || typeof email === 'string') return args
  throw new ValidationError({ collection: collection.slug, errors: [{ path: 'email', message: 'The email address must be text.' }], req })
}
