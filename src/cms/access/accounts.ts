import type { PayloadRequest } from 'payload'

/**
 * Who is signed in. Staff (`users`) and community members (`members`) share one session cookie;
 * the signed token names its collection, and Payload loads the account from that collection
 * only, so `user.collection` is what tells them apart. Every staff check goes through
 * staffRoles(): a member has no roles, whatever their document holds.
 */
type SignedIn = PayloadRequest['user'] | undefined

/** A staff account's roles; nothing for a community member or a visitor. */
export function staffRoles(user: SignedIn) {
  return user?.collection === 'users' ? user.roles : undefined
}

/** The signed-in community member's id; undefined for staff and visitors. */
export function memberId(user: SignedIn): number | undefined {
  return user?.collection === 'members' ? user.id : undefined
}
