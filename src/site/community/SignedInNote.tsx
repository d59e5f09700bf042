import { communityHref } from '@/domain/community/pages'
import type { CommunityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'
import type { Locale } from '@/domain/locales'

type Props = { locale: Locale; text: CommunityText; name: string }

/** In place of the join and log-in forms for a member who is already logged in. */
export function SignedInNote({ locale, text, name }: Props) {
  return (
    <section className="community-done" aria-label={formatText(text.communityLoggedInAs, { name })}>
      <p>{formatText(text.communityAlreadyLoggedIn, { name })}</p>
      <p className="community-actions">
        <a className="block-link block-link--primary" href={communityHref('myTemplates', locale)}>
          {text.communityMyTemplates}
        </a>
        <a className="block-link block-link--secondary" href={communityHref('submit', locale)}>
          {text.communityShareTemplate}
        </a>
      </p>
    </section>
  )
}
