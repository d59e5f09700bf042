import { statusTextKey, statusTone } from '@/domain/community/my-templates'
import type { CommunityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'

/** A template's status in the spec's words (SPEC §4), coloured by what it means for the member. */
export function StatusBadge({ status, text }: { status: number; text: CommunityText }) {
  return <span className={`community-status community-status--${statusTone(status)}`}>{text[statusTextKey(status)]}</span>
}

/** The status and the day of the last change, under a template's title. */
export function StatusLine({ template, text, date }: { template: { status: number; updatedAt: string }; text: CommunityText; date: Intl.DateTimeFormat }) {
  const updated = Date.parse(template.updatedAt)
  return (
    <p className="community-card__meta">
      <span>
        {text.communityStatus}: <StatusBadge status={template.status} text={text} />
      </span>
      {Number.isNaN(updated) ? null : <span>{formatText(text.communityUpdatedAt, { date: date.format(updated) })}</span>}
    </p>
  )
}
