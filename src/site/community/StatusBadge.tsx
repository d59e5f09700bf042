import { statusTextKey, statusTone } from '@/domain/community-templates'
import type { CommunityText } from '@/i18n/community-text'

/** A template's status in the spec's words (SPEC §4), coloured by what it means for the member. */
export function StatusBadge({ status, text }: { status: number; text: CommunityText }) {
  return <span className={`community-status community-status--${statusTone(status)}`}>{text[statusTextKey(status)]}</span>
}
