import { languageEntry, type Locale } from '@/domain/locales'
import { messages } from '@/i18n/messages'

/** Above text shown in English to a visitor of another language: said in the visitor's language. */
export function ShownInEnglishNote({ locale }: { locale: Locale }) {
  return (
    <p className="page-view__language" lang={languageEntry(locale).htmlLang} role="note">
      {messages(locale).common.shownInEnglish}
    </p>
  )
}
