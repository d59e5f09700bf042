import type { FormAction } from './state'

type Props = {
  action: FormAction
  locale: string
  token: string
  body: string
  submitText: string
}

/**
 * The verify page's one button. Opening the emailed link only shows it: mail scanners and link
 * previews open links, and must not confirm an address for its owner. A plain form posting to
 * the server action, so it works without JavaScript.
 */
export function VerifyConfirmForm({ action, locale, token, body, submitText }: Props) {
  return (
    <form action={action} className="community-form">
      <p>{body}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <p className="community-form__actions">
        <button type="submit" className="block-link block-link--primary community-form__submit">
          {submitText}
        </button>
      </p>
    </form>
  )
}
