import { staffRoles } from '@/cms/access/accounts'

import { staffActor, type StaffActor } from './actions'

type SignedIn = Parameters<typeof staffRoles>[0]

/**
 * The role a signed-in account moderates in: 'admin', 'moderator', or undefined for everyone
 * else (marketers, community members, visitors), who are shown no moderation at all.
 */
export function moderatorOf(user: SignedIn | null): StaffActor | undefined {
  return staffActor(staffRoles(user ?? undefined))
}

/**
 * The admin hides the community templates (navigation and routes) from staff who do not
 * moderate. Only a hint for the admin's screens: the collection's access rules decide.
 */
export function hideFromNonModerators({ user }: { user: unknown }): boolean {
  return moderatorOf(user as SignedIn) === undefined
}
