import type { CollectionAfterChangeHook, CollectionBeforeOperationHook } from 'payload'

const PASSWORD_CHANGE = 'passwordChange'

/** Payload hashes the password out of sight of the later hooks. */
export const notePasswordChange: CollectionBeforeOperationHook = ({ args, operation, context }) => {
  const { data, id } = args as { data?: { password?: unknown }; id?: unknown }
  if (operation === 'update' && typeof data?.password === 'string' && data.password !== '') context[PASSWORD_CHANGE] = id === undefined ? true : String(id)
  return args
}

/** A new password signs out every other session of the account (a forgotten computer, a stolen cookie), as Payload's own reset does. */
export const endOtherSessions: CollectionAfterChangeHook = async ({ collection, context, doc, operation, req }) => {
  const changed = context[PASSWORD_CHANGE]
  if (operation !== 'update' || !collection.auth?.useSessions || (changed !== true && changed !== String(doc.id))) return doc
  const ownSession = req.user?.collection === collection.slug && String(req.user.id) === String(doc.id) ? (req.user as { _sid?: unknown })._sid : undefined
  const stored = await req.payload.db.findOne<{ id: number | string; sessions?: { id: string }[] | null }>({
    collection: collection.slug,
    where: { id: { equals: doc.id } },
    req,
  })
  const kept = (stored?.sessions ?? []).filter((session) => ownSession !== undefined && session.id === ownSession)
  await req.payload.db.updateOne({ collection: collection.slug, id: doc.id, data: { sessions: kept }, req, returning: false })
  return doc
}
