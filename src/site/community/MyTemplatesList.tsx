import { communityHref, myTemplatePath } from '@/domain/community/pages'
import { authorActions, type DoneNote, type MyTemplate, rejectReasonTextKey } from '@/domain/community/my-templates'
import type { CommunityText } from '@/i18n/community-text'
import { languageEntry, type Locale } from '@/domain/locales'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'

import { DoneNotice } from './DoneNotice'
import { StatusLine } from './StatusBadge'

type Props = { locale: Locale; text: CommunityText; templates: readonly MyTemplate[]; note: DoneNote | undefined }

/**
 * The member's templates, newest change first: each with its status in the spec's words, what
 * a rejection asks to change, and the actions the workflow leaves the author (on the template's
 * own page, where the content is shown with them).
 */
export function MyTemplatesList({ locale, text, templates, note }: Props) {
  const date = new Intl.DateTimeFormat(languageEntry(locale).htmlLang, { dateStyle: 'medium' })
  return (
    <>
      <DoneNotice note={note} text={text} />
      {templates.length === 0 ? (
        <div className="community-done">
          <p>{text.communityMyTemplatesNone}</p>
          <p>
            <a className="block-link block-link--primary" href={communityHref('submit', locale)}>
              {text.communityShareTemplate}
            </a>
          </p>
        </div>
      ) : (
        <ul className="community-list">
          {templates.map((template) => {
            const page = communityHref(myTemplatePath(template.id), locale)
            const actions = authorActions(template.status)
            const reason = template.status === TEMPLATE_STATUS.REJECTED ? rejectReasonTextKey(template.rejectReason) : undefined
            return (
              <li key={template.id} className="community-card">
                <h2>
                  <a href={page}>{template.title}</a>
                </h2>
                <StatusLine template={template} text={text} date={date} />
                {template.status === TEMPLATE_STATUS.REJECTED ? (
                  <p>
                    <strong>{text.communityRejectReason}:</strong> {reason ? text[reason] : text.communityReasonNone}
                  </p>
                ) : null}
                {template.status === TEMPLATE_STATUS.REJECTED && template.rejectionNote ? (
                  <p>
                    <strong>{text.communityModeratorNote}:</strong> <span style={{ whiteSpace: 'pre-wrap' }}>{template.rejectionNote}</span>
                  </p>
                ) : null}
                {template.status === TEMPLATE_STATUS.PENDING_USER_TO_APPROVE ? <p>{text.communityModeratorEditsShort}</p> : null}
                {template.status === TEMPLATE_STATUS.DUPLICATED ? <p>{text.communityDuplicatedNote}</p> : null}
                {actions.length > 0 ? (
                  <p className="community-actions">
                    {actions.includes('approveEdits') ? (
                      <a className="block-link block-link--primary" href={`${page}#moderator-edits`}>
                        {text.communityReviewEdits}
                      </a>
                    ) : null}
                    {actions.includes('edit') ? (
                      <a className="block-link block-link--secondary" href={`${page}#edit`}>
                        {text.communityEdit}
                      </a>
                    ) : null}
                    {actions.includes('withdraw') ? (
                      <a className="block-link block-link--secondary" href={`${page}#withdraw`}>
                        {text.communityWithdraw}
                      </a>
                    ) : null}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
