import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, ValidationError } from 'payload'

import { isSiteNecessaryCookie } from '@/domain/consent/cookie-policy'

/*
 * `cookie_consent` and `user_locale` are necessary for saving a choice and keeping a language, and the setter uses built-in
 * definitions anyway: editors may reword them, not remove them or make them optional, or the policy page would lie.
 */

const message = (name: string) =>
  `${name} is one of the site's own necessary cookies: it must stay in the Necessary category, mandatory, and cannot be renamed or deleted.`

type Stored = { name?: unknown; category?: unknown; mandatory?: unknown }

/** Refuses making a site-necessary cookie optional, moving it out of Necessary, or renaming it away. */
export const protectSiteCookies: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const before = (originalDoc ?? {}) as Stored
  const after = { ...before, ...(data as Stored) }
  const protectedName = isSiteNecessaryCookie(before.name) ? before.name : isSiteNecessaryCookie(after.name) ? after.name : undefined
  if (typeof protectedName !== 'string') return data
  const path = after.name !== protectedName ? 'name' : after.category !== 'necessary' ? 'category' : after.mandatory !== true ? 'mandatory' : undefined
  if (path) throw new ValidationError({ collection: 'cookie-definitions', errors: [{ path, message: message(protectedName) }], req })
  return data
}

/** Refuses deleting a site-necessary cookie's definition. */
export const protectSiteCookiesOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const definition = await req.payload.findByID({ collection: 'cookie-definitions', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (definition && isSiteNecessaryCookie(definition.name)) throw new APIError(message(definition.name), 400, null, true)
}
