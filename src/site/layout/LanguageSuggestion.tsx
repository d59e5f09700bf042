import { languageEntry, type Locale } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'
import { messages } from '@/i18n/messages'

import { DeferredLanguageSuggestionActions } from './DeferredLanguageSuggestionActions'

type Props = { path: string; suggested: Locale | undefined }

/** Written in the suggested language, so the visitor can read it; either answer is remembered and the offer not made again. */
export function LanguageSuggestion({ path, suggested }: Props) {
  if (!suggested) return null
  const text = messages(suggested).common
  const { htmlLang } = languageEntry(suggested)
  return (
    <aside className="language-suggestion" lang={htmlLang} aria-label={text.chooseLanguage}>
      <p className="language-suggestion__text">{text.languageSuggestion}</p>
      <DeferredLanguageSuggestionActions
        href={pathFor({ path }, suggested)}
        suggested={suggested}
        switchLabel={text.languageSuggestionSwitch}
        stayLabel={text.languageSuggestionStay}
      />
    </aside>
  )
}
