import type { ReactNode } from 'react'

import { communityHref } from '@/domain/community/pages'
import { authorActions, type AuthorStatusAction, type DoneNote, type MyTemplate, rejectReasonTextKey } from '@/domain/community/my-templates'
import type { CommunityText } from '@/i18n/community-text'
import { languageEntry, type Locale } from '@/domain/locales'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'

import { DoneNotice } from './DoneNotice'
import type { FormAction } from './state'
import { StatusLine } from './StatusBadge'
import { TemplateContent } from './TemplateContent'

type Props = {
  locale: Locale
  text: CommunityText
  template: MyTemplate
  note: DoneNote | undefined
  statusAction: FormAction
  editForm?: ReactNode
}

/** Every button is a form: it works without JavaScript. */
export function MyTemplateView({ locale, text, template, note, statusAction, editForm }: Props) {
  const actions = authorActions(template.status)
  const date = new Intl.DateTimeFormat(languageEntry(locale).htmlLang, { dateStyle: 'medium' })
  const reason = rejectReasonTextKey(template.rejectReason)
  const hidden = (action: AuthorStatusAction) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={template.id} />
      <input type="hidden" name="action" value={action} />
    </>
  )
  return (
    <div className="community-template">
      <DoneNotice note={note} text={text} />
      <StatusLine template={template} text={text} date={date} />

      {template.status === TEMPLATE_STATUS.REJECTED ? (
        <p className="community-notice">
          <strong>{text.communityRejectReason}:</strong> {reason ? text[reason] : text.communityReasonNone}
        </p>
      ) : null}
      {template.status === TEMPLATE_STATUS.REJECTED && template.rejectionNote ? (
        <p className="community-notice community-notice--note">
          <strong>{text.communityModeratorNote}:</strong> <span style={{ whiteSpace: 'pre-wrap' }}>{template.rejectionNote}</span>
        </p>
      ) : null}
      {template.status === TEMPLATE_STATUS.DUPLICATED ? <p className="community-notice">{text.communityDuplicatedNote}</p> : null}

      {template.status === TEMPLATE_STATUS.PENDING_USER_TO_APPROVE ? (
        <section id="moderator-edits" className="community-edits" aria-labelledby="moderator-edits-title">
          <h2 id="moderator-edits-title">{text.communityModeratorEditsTitle}</h2>
          <p>{text.communityModeratorEditsBody}</p>
          <TemplateContent template={template} text={text} />
          <div className="community-actions">
            {actions.includes('approveEdits') ? (
              <form action={statusAction}>
                {hidden('approveEdits')}
                <button type="submit" className="block-link block-link--primary community-form__submit">
                  {text.communityApproveEdits}
                </button>
              </form>
            ) : null}
            {actions.includes('rejectEdits') ? (
              <form action={statusAction}>
                {hidden('rejectEdits')}
                <button type="submit" className="block-link block-link--secondary community-form__submit">
                  {text.communityRejectEdits}
                </button>
              </form>
            ) : null}
          </div>
        </section>
      ) : editForm ? (
        <section id="edit" aria-labelledby="edit-title">
          <h2 id="edit-title">{text.communityEditTitle}</h2>
          {editForm}
        </section>
      ) : (
        <section aria-labelledby="content-title">
          <h2 id="content-title">{text.communityYourTemplate}</h2>
          <TemplateContent template={template} text={text} />
        </section>
      )}

      {actions.includes('withdraw') ? (
        <section id="withdraw" className="community-withdraw" aria-labelledby="withdraw-title">
          <h2 id="withdraw-title">{text.communityWithdrawTitle}</h2>
          <form action={statusAction}>
            {hidden('withdraw')}
            <p className="community-form__hint" id="withdraw-hint">
              {text.communityWithdrawHint}
            </p>
            <div className="community-form__check">
              <input id="withdraw-confirm" type="checkbox" name="confirm" value="yes" required aria-describedby="withdraw-hint" />
              <label htmlFor="withdraw-confirm">{text.communityWithdrawConfirm}</label>
            </div>
            <p>
              <button type="submit" className="community-form__small-button">
                {text.communityWithdraw}
              </button>
            </p>
          </form>
        </section>
      ) : null}

      <p>
        <a href={communityHref('myTemplates', locale)}>{text.communityBackToList}</a>
      </p>
    </div>
  )
}
