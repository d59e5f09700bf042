import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

/** Addresses are stored trimmed and in lower case, so they are looked up that way; hidden fields are included. */
export async function findMemberByEmail(payload: Payload, email: string): Promise<Member | undefined> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] as Member | undefined
}
