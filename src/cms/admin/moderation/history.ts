import type { Payload } from 'payload'

import { relationId } from '@/domain/templates/authoring'
import type { CommunityTemplate } from '@/payload-types'

export type HistoryEntry = {
  at: string
  from: number | null
  to: number
  reason: string | null
  who: { kind: 'staff' | 'member' | 'system'; name: string; detail: string | null }
}

type Template = Pick<CommunityTemplate, 'history' | 'author' | 'creator'>
type By = { relationTo?: unknown; value?: unknown } | null | undefined

const idOf = (by: By): number | undefined => {
  const value = by?.value
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : undefined
}

/** Moderators cannot read other staff accounts: read without access checks, name and email only, after the caller checked the viewer. */
async function staffNames(payload: Payload, ids: number[]): Promise<Map<number, { name: string; email: string }>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [user.id, { name: user.name ?? '', email: user.email }]))
}

/** Who made each move: a staff account, the author (by the name and email the template keeps), or nobody (a seed or a script). */
export async function historyEntries(payload: Payload, template: Template): Promise<HistoryEntry[]> {
  const rows = template.history ?? []
  const staffIds = [...new Set(rows.filter((row) => (row.by as By)?.relationTo === 'users').map((row) => idOf(row.by as By)))].filter(
    (id): id is number => id !== undefined,
  )
  const staff = await staffNames(payload, staffIds)
  const author = relationId(template.author)

  return rows.map((row) => {
    const by = row.by as By
    const id = idOf(by)
    let who: HistoryEntry['who']
    if (by?.relationTo === 'users' && id !== undefined) {
      const account = staff.get(id)
      who = account
        ? { kind: 'staff', name: account.name || account.email, detail: account.name ? account.email : null }
        : { kind: 'staff', name: `Staff account ${id}`, detail: 'since removed' }
    } else if (by?.relationTo === 'members' && id !== undefined) {
      who =
        author !== undefined && String(id) === String(author)
          ? {
              kind: 'member',
              name: template.creator?.name || `Member ${id}`,
              detail: template.creator?.email ? `the author, ${template.creator.email}` : 'the author',
            }
          : { kind: 'member', name: `Member ${id}`, detail: null }
    } else {
      who = { kind: 'system', name: 'The system', detail: 'a seed or a script' }
    }
    const reason = row.rejectReason && row.rejectReason !== 'None' ? row.rejectReason : null
    return { at: row.at, from: row.fromStatus ?? null, to: row.toStatus, reason, who }
  })
}
