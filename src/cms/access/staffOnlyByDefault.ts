import type { Access, CollectionConfig, GlobalConfig, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { guardQueries } from '@/cms/hooks/guardQueries'
import { hasRole } from '@/domain/roles'

import { staffRoles } from './accounts'
import { isStaff } from './isStaff'

/**
 * Payload lets in "any signed-in user" wherever a collection or global leaves an operation's
 * access unset: the versions endpoints (`/api/pages/versions`, `/api/globals/pricing/versions`,
 * which hold drafts), and its own document-lock collection. Since community members sign in
 * too, those defaults would open drafts and edit locks to the public. Every operation a
 * collection or global does not set becomes staff-only instead.
 */
const COLLECTION_OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const
const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const

/**
 * Versions hold drafts: they follow the document's own rules, not "any staff". Whoever reads
 * every document of the collection (no filter, such as "published only") and may edit them
 * reads its versions; a moderator, who reads pages only as published, does not.
 */
function versionsFollowReadRules(read: Access | undefined, update: Access | undefined): Access {
  return async (args) => {
    if (!isStaff(args)) return false
    const readable = read ? await read(args) : isStaff(args)
    const editable = update ? await update(args) : isStaff(args)
    return readable === true && editable === true
  }
}

export function withStaffOnlyDefaults(collection: CollectionConfig): CollectionConfig {
  const access = { ...collection.access }
  access.readVersions ??= versionsFollowReadRules(access.read, access.update)
  for (const operation of COLLECTION_OPERATIONS) access[operation] ??= isStaff
  return { ...collection, access }
}

/** A global's versions (drafts of the header, the pricing…) are read by those who may edit it. */
export function withStaffOnlyGlobalDefaults(global: GlobalConfig): GlobalConfig {
  const access = { ...global.access }
  const update = access.update
  access.readVersions ??= async (args) => isStaff(args) && (update ? (await update(args)) === true : true)
  for (const operation of GLOBAL_OPERATIONS) access[operation] ??= isStaff
  return { ...global, access }
}

/** The locks the signed-in staff member holds; an admin, who may unlock anything, sees all. */
function ownLocks({ req }: { req: PayloadRequest }): boolean | Where {
  if (!isStaff({ req }) || !req.user) return false
  if (hasRole(staffRoles(req.user), 'admin')) return true
  return { and: [{ 'user.value': { equals: req.user.id } }, { 'user.relationTo': { equals: req.user.collection } }] }
}

/** A lock is taken only in one's own name: a lock held "by" somebody else would be a forgery. */
function lockInOwnName({ req, data }: { req: PayloadRequest; data?: Record<string, unknown> }): boolean {
  if (!isStaff({ req }) || !req.user) return false
  if (data?.user === undefined) return true
  const holder = data.user as { relationTo?: unknown; value?: unknown } | null
  const value = holder && typeof holder.value === 'object' && holder.value !== null ? (holder.value as { id?: unknown }).id : holder?.value
  return holder?.relationTo === req.user.collection && String(value) === String(req.user.id)
}

/**
 * Payload adds `payload-locked-documents` (who is editing what in the admin) with "any
 * signed-in user" access, after the config is built. Only staff edit in the admin, and a lock
 * belongs to whoever took it: over the API a staff member creates locks in their own name only,
 * and reads, changes and deletes only their own (an admin, who unlocks, any). The admin's own
 * server code still sees every lock to say who is editing (it reads them with the local API).
 * A member must not read who edits what, nor lock a page so that staff cannot save it.
 */
export async function withStaffOnlyDocumentLocks(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const locks = sanitized.collections.find(({ slug }) => slug === 'payload-locked-documents')
  if (locks) {
    // Its queries pass the same guard as every collection's (ids, where, sort).
    locks.hooks = { ...locks.hooks, beforeOperation: [...(locks.hooks?.beforeOperation ?? []), guardQueries] }
    const ownOrLocal = (args: { req: PayloadRequest }) => (args.req.payloadAPI === 'local' ? isStaff(args) : ownLocks(args))
    locks.access = {
      ...locks.access,
      create: lockInOwnName,
      read: ownOrLocal,
      update: (args) => {
        if (!lockInOwnName(args)) return false
        return ownOrLocal(args)
      },
      delete: ownOrLocal,
    }
  }
  return sanitized
}
