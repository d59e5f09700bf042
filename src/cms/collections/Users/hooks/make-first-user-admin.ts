import type { CollectionBeforeChangeHook } from 'payload'

/** The first account must be able to manage everything else, so it becomes an admin. */
export const makeFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}
