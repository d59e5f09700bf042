import type { CollectionConfig, GlobalConfig, SanitizedConfig } from 'payload'

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

export function withStaffOnlyDefaults(collection: CollectionConfig): CollectionConfig {
  const access = { ...collection.access }
  for (const operation of COLLECTION_OPERATIONS) access[operation] ??= isStaff
  return { ...collection, access }
}

export function withStaffOnlyGlobalDefaults(global: GlobalConfig): GlobalConfig {
  const access = { ...global.access }
  for (const operation of GLOBAL_OPERATIONS) access[operation] ??= isStaff
  return { ...global, access }
}

/**
 * Payload adds `payload-locked-documents` (who is editing what in the admin) with "any
 * signed-in user" access, after the config is built. Only staff edit in the admin: a member
 * must not read who edits what, nor lock a page so that staff cannot save it.
 */
export async function withStaffOnlyDocumentLocks(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const locks = sanitized.collections.find(({ slug }) => slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: isStaff, read: isStaff, update: isStaff, delete: isStaff }
  return sanitized
}
