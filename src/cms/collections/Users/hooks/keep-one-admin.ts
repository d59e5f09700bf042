import { type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest, ValidationError } from 'payload'

import { hasRole } from '@/domain/staff/roles'

const LAST_ADMIN = 'This is the last admin account: make another user an admin first.'

const lastAdminError = (req: PayloadRequest) => new ValidationError({ collection: 'users', errors: [{ path: 'roles', message: LAST_ADMIN }], req })

async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { contains: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** Nobody may lock the team out of user management by removing the last admin role. */
export const keepOneAdmin: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.roles === undefined) return data
  if (hasRole(originalDoc.roles, 'admin') && !hasRole(data.roles, 'admin')) {
    if ((await otherAdmins(req, originalDoc.id)) === 0) throw lastAdminError(req)
  }
  return data
}

export const keepOneAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = await req.payload.findByID({ collection: 'users', id, overrideAccess: true, req, depth: 0 })
  if (hasRole(user.roles, 'admin') && (await otherAdmins(req, id)) === 0) {
    throw lastAdminError(req)
  }
}
