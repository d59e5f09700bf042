import { staffRoles } from '@/cms/access/accounts'

import { staffActor, type StaffActor } from './actions'

type SignedIn = Parameters<typeof staffRoles>[0]

/** 'admin', 'moderator', or undefined for everyone else, who sees no moderation. */
export function moderatorOf(user: SignedIn | null): StaffActor | undefined {
  return staffActor(staffRoles(user ?? undefined))
}

/** Only hides templates in the admin's screens; the collection's access rules decide. */
export function hideFromNonModerators({ user }: { user: unknown }): boolean {
  return moderatorOf(user as SignedIn) === undefined
}
