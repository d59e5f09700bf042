import { type MyTemplate, myTemplateOf } from '@/domain/community/my-templates'
import { imageIds, keptAuthorVersion } from '@/domain/templates/authoring'
import type { Member } from '@/payload-types'
import { payloadClient } from '@/server/payload'

type SignedInMember = Member & { collection: 'members' }

/**
 * The member's own version of a template whose moderator's edits await their answer, as kept
 * beside the edits, with its images (their own uploads) ready to show; undefined when none is
 * kept. Read with the member's rights: the kept version is theirs and the moderators' only.
 */
export async function memberAuthorVersion(member: SignedInMember, template: MyTemplate): Promise<MyTemplate | undefined> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'community-templates',
    id: template.id,
    // The author too: the kept version's read rule checks that the document is the member's.
    select: { authorVersion: true, author: true },
    user: member,
    overrideAccess: false,
    depth: 0,
    disableErrors: true,
  })
  const version = keptAuthorVersion(doc?.authorVersion)
  if (!version) return undefined
  const ids = imageIds(version.images)
  const { docs: images } =
    ids.length === 0
      ? { docs: [] }
      : await payload.find({
          collection: 'template-images',
          where: { id: { in: ids } },
          user: member,
          overrideAccess: false,
          depth: 0,
          limit: ids.length,
          pagination: false,
        })
  const populated = version.images.map((row) => ({ ...row, image: images.find((image) => image.id === row.image) ?? row.image }))
  return myTemplateOf({ ...version, images: populated, id: template.id, statusCode: template.status, updatedAt: template.updatedAt })
}
