import type { Access, CollectionConfig, CollectionSlug, GlobalConfig, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { guardQueries } from '@/cms/hooks/guard-queries'
import { hasRole } from '@/domain/staff/roles'

import { staffRoles } from './accounts'
import { isStaff } from './is-staff'

/**
 * Payload lets any signed-in user in where an operation's access is unset (versions with drafts, document locks).
 * Members sign in too, so every unset operation becomes staff-only.
 */
const COLLECTION_OPERATIONS = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const
const GLOBAL_OPERATIONS = ['read', 'update', 'readVersions'] as const

/** Versions hold drafts: only those who read every document unfiltered and may edit them read versions. */
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
function inOwnName(req: PayloadRequest, data: Record<string, unknown> | undefined): boolean {
  if (!isStaff({ req }) || !req.user) return false
  if (data?.user === undefined) return true
  const holder = data.user as { relationTo?: unknown; value?: unknown } | null
  const value = holder && typeof holder.value === 'object' && holder.value !== null ? (holder.value as { id?: unknown }).id : holder?.value
  return holder?.relationTo === req.user.collection && String(value) === String(req.user.id)
}

/** A lock is taken only on what its holder may change; otherwise it would only stop those who edit it from saving. */
export async function mayLockDocument(req: PayloadRequest, data: Record<string, unknown> | undefined): Promise<boolean> {
  const target = data?.document as { relationTo?: unknown; value?: unknown } | null | undefined
  const globalSlug = data?.globalSlug
  if (target !== undefined && target !== null) {
    const collection = typeof target.relationTo === 'string' ? req.payload.collections[target.relationTo as CollectionSlug] : undefined
    const value = typeof target.value === 'object' && target.value !== null ? (target.value as { id?: unknown }).id : target.value
    // Every collection here has whole-number ids.
    const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value
    if (!collection || typeof id !== 'number' || !Number.isSafeInteger(id)) return false
    const update = collection.config.access.update
    const allowed = update ? await update({ req, id }) : false
    if (allowed === true) return true
    if (!allowed) return false
    const { totalDocs } = await req.payload.count({
      collection: collection.config.slug as CollectionSlug,
      where: { and: [allowed, { id: { equals: id } }] },
      overrideAccess: true,
      req,
    })
    return totalDocs > 0
  }
  if (globalSlug !== undefined && globalSlug !== null) {
    const global = req.payload.config.globals.find(({ slug }) => slug === globalSlug)
    return Boolean(global?.access.update && (await global.access.update({ req })) === true)
  }
  return true
}

async function lockInOwnName({ req, data }: { req: PayloadRequest; data?: Record<string, unknown> }): Promise<boolean> {
  return inOwnName(req, data) && (await mayLockDocument(req, data))
}

/**
 * Payload adds `payload-locked-documents` with any-signed-in access after the config is built. Over the API staff lock in their
 * own name and see their own locks (admins all); members none. The admin's server code still reads all with the local API.
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
      update: async (args) => {
        if (!(await lockInOwnName(args))) return false
        return ownOrLocal(args)
      },
      delete: ownOrLocal,
    }
  }
  return sanitized
}
