import { type MyTemplate, myTemplateOf } from '@/domain/community/my-templates'
import type { Member } from '@/payload-types'
import { payloadClient } from '@/server/payload'

/*
 * A member's own templates, read with their rights (overrideAccess: false: a member reads only
 * their own, never a deleted one), with the images populated so the page can show them.
 */

type SignedInMember = Member & { collection: 'members' }

/** The most a member's list shows; far more than anyone shares. */
const MAX_LISTED = 200

export async function memberTemplates(member: SignedInMember): Promise<MyTemplate[]> {
  const { docs } = await (
    await payloadClient()
  ).find({
    collection: 'community-templates',
    where: { author: { equals: member.id } },
    user: member,
    overrideAccess: false,
    depth: 1,
    sort: '-updatedAt',
    limit: MAX_LISTED,
    pagination: false,
  })
  return docs.flatMap((doc) => myTemplateOf(doc) ?? [])
}

export async function memberTemplate(member: SignedInMember, id: number): Promise<MyTemplate | undefined> {
  const { docs } = await (
    await payloadClient()
  ).find({
    collection: 'community-templates',
    where: { and: [{ id: { equals: id } }, { author: { equals: member.id } }] },
    user: member,
    overrideAccess: false,
    depth: 1,
    limit: 1,
    pagination: false,
  })
  return myTemplateOf(docs[0])
}
