import { type PayloadRequest, ValidationError } from 'payload'

/** A 400 naming the field and saying what to do, as the site and the admin show field errors. */
export const refuse = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'community-templates', errors: [{ path, message }], req })
