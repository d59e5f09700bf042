import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

/**
 * The member with this address, as the server sees it (hidden fields such as the verification
 * token included): addresses are stored trimmed and in lower case, so they are looked up that way.
 */
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
