import type { CollectionConfig, GlobalConfig } from 'payload'

import { staffRoles } from '@/cms/access/accounts'
import { isInAudience, navigationAudience } from '@/domain/staff/admin-audience'

type SignedIn = Parameters<typeof staffRoles>[0]

/**
 * Hides collections from staff they are not for (domain/staff/admin-audience); a hint for screens, the access rules decide.
 * A config's own `admin.hidden` wins.
 */
export function withNavigationAudience<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  if (entity.admin?.hidden !== undefined) return entity
  const audience = navigationAudience(entity.slug)
  return { ...entity, admin: { ...entity.admin, hidden: ({ user }: { user: unknown }) => !isInAudience(staffRoles(user as SignedIn), audience) } }
}
