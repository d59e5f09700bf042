/** The moves the workflow allows a moderator. Pure: the panel shows them, and the server checks every move again on save. */
import { statusDisplayText, statusNameOf, type StatusName } from '@/cms/collections/CommunityTemplates/statuses'
import { allowedTransitions, type Actor, TEMPLATE_STATUS, type TemplateStatus } from '@/domain/templates/templates'

const { PENDING, APPROVED, REJECTED, APPROVED_PAID, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS

/** Staff only: the author's own moves are made on the site. */
export type StaffActor = Exclude<Actor, 'author'>

export type ModerationAction = {
  to: TemplateStatus
  status: StatusName
  label: string
  needsReason: boolean
  confirm: string | null
  tone: 'primary' | 'secondary' | 'danger'
  hint: string
}

/** The spec's text, with which of the three online statuses is meant (they share one text). */
export function statusLabel(status: number | null | undefined): string {
  return statusDisplayText(status)
}

const ONLINE: readonly number[] = [APPROVED, APPROVED_PAID, APPROVED_BY_USER]

function describe(from: TemplateStatus, to: TemplateStatus): Omit<ModerationAction, 'to' | 'status' | 'needsReason'> {
  const plain = { confirm: null, tone: 'secondary' as const }
  switch (to) {
    case APPROVED:
      if (from === APPROVED_PAID) return { ...plain, label: 'End the paid placement', hint: 'It stays online, no longer as paid.' }
      if (from === REJECTED_BY_USER)
        return { ...plain, tone: 'primary', label: 'Approve the author’s version', hint: 'It goes online as the author left it; the author is emailed.' }
      return { ...plain, tone: 'primary', label: 'Approve', hint: 'It goes online; the author is emailed.' }
    case APPROVED_PAID:
      if (from === APPROVED) return { ...plain, label: 'Make it a paid placement', hint: 'It stays online, as paid.' }
      return { ...plain, label: 'Approve as paid', hint: 'It goes online as a paid placement; the author is emailed.' }
    case REJECTED:
      return {
        ...plain,
        label: ONLINE.includes(from) ? 'Take offline: changes required' : 'Reject: changes required',
        hint: 'The author is emailed the reason and can change the template and resubmit it.',
      }
    case PENDING_USER_TO_APPROVE:
      return {
        ...plain,
        label: 'Send my edits to the author for approval',
        hint: 'Edit the fields below, then send them (without saving first): the author’s version is kept, the author is emailed and approves or rejects your edits.',
      }
    case DUPLICATED:
      return { ...plain, label: 'Mark as duplicate', hint: 'It stays offline as a copy of a template already shared.' }
    case DELETED:
      return {
        ...plain,
        tone: 'danger',
        label: 'Delete',
        confirm: 'Delete this template? It goes offline and its author no longer sees it; only an admin can restore it.',
        hint: 'Removes it from the site and from its author’s templates.',
      }
    case PENDING:
      if (from === PENDING_USER_TO_APPROVE) return { ...plain, label: 'Withdraw my edits', hint: 'Back to review; the author is no longer asked.' }
      if (from === DELETED) return { ...plain, label: 'Restore', hint: 'Back to review, as if just submitted.' }
      if (from === DUPLICATED) return { ...plain, label: 'Not a duplicate: back to review', hint: 'Back to review.' }
      if (from === REJECTED) return { ...plain, label: 'Reopen for review', hint: 'Back to review without waiting for the author.' }
      return { ...plain, label: 'Take offline for review', hint: 'It goes offline until it is reviewed again.' }
    default:
      return { ...plain, label: `Move to ${statusLabel(to)}`, hint: '' }
  }
}

const BUTTON_ORDER: readonly TemplateStatus[] = [APPROVED, APPROVED_PAID, REJECTED, PENDING_USER_TO_APPROVE, DUPLICATED, PENDING, DELETED]
const order = (status: TemplateStatus) => (BUTTON_ORDER.includes(status) ? BUTTON_ORDER.indexOf(status) : BUTTON_ORDER.length)

export function moderationActions(from: number, actor: StaffActor): ModerationAction[] {
  const fromStatus = from as TemplateStatus
  const moves = allowedTransitions(from, actor).sort((a, b) => order(a) - order(b))
  return moves.flatMap((to) => {
    const status = statusNameOf(to)
    if (!status) return []
    return [{ to, status, needsReason: to === REJECTED, ...describe(fromStatus, to) }]
  })
}

export function staffActor(roles: readonly (string | null | undefined)[] | null | undefined): StaffActor | undefined {
  if (!Array.isArray(roles)) return undefined
  if (roles.includes('admin')) return 'admin'
  if (roles.includes('moderator')) return 'moderator'
  return undefined
}
