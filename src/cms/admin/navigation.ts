import type { CollectionConfig, GlobalConfig } from 'payload'

import { staffRoles } from '@/cms/access/accounts'
import { isInAudience, navigationAudience } from '@/domain/admin-audience'

type SignedIn = Parameters<typeof staffRoles>[0]

/**
 * Shows a collection or global in the admin (navigation, dashboard, its screens) only to the
 * staff it is for (src/domain/admin-audience.ts): a marketer does not see Users or Site
 * settings. A hint for the screens only; the access rules decide what anyone may read or do.
 * A config that sets its own `admin.hidden` keeps it.
 */
export function withNavigationAudience<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (entity.admin?.hidden !== undefined) return entity
  const audience = navigationAudience(entity.slug)
  return { ...entity, admin: { ...entity.admin, hidden: ({ user }: { user: unknown }) => !isInAudience(staffRoles(user as SignedIn), audience) } }
}
