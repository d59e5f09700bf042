import type { PayloadRequest } from 'payload'

/** Staff and members share one session cookie; `user.collection` tells them apart, so every staff check goes through staffRoles(). */
type SignedIn = PayloadRequest['user'] | undefined

/** A staff account's roles; nothing for a community member or a visitor. */
export function staffRoles(user: SignedIn) {
  return user?.collection === 'users' ? user.roles : undefined
}

export function memberId(user: SignedIn): number | undefined {
  return user?.collection === 'members' ? user.id : undefined
}
