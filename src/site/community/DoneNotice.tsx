import type { DoneNote } from '@/domain/community/my-templates'
import type { CommunityText } from '@/i18n/community-text'

const NOTE_KEYS = {
  approved: 'communityApprovedNote',
  rejected: 'communityRejectedEditsNote',
  withdrawn: 'communityWithdrawnNote',
  failed: 'communityActionFailed',
} as const satisfies Record<DoneNote, keyof CommunityText>

/** What became of the member's last move (`?done=`), read out when the page opens. */
export function DoneNotice({ note, text }: { note: DoneNote | undefined; text: CommunityText }) {
  if (!note) return null
  return (
    <p className={`community-notice${note === 'failed' ? ' community-notice--error' : ''}`} role={note === 'failed' ? 'alert' : 'status'}>
      {text[NOTE_KEYS[note]]}
    </p>
  )
}
