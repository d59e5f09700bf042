'use client'

import { useField, useLocale } from '@payloadcms/ui'

import { LOCALES } from '@/domain/locales'
import { parseTranslationEdits, TRANSLATION_STATUS_TEXT, translationStatuses, type TranslationStatus } from '@/domain/pages/translation-status'

import { STATUS_COLOURS } from './status-colours'

const muted = { color: 'var(--theme-elevation-800)' } as const

/** One language and time zone on the server and in the browser, so the rendered text hydrates unchanged. */
const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC' : null

export function TranslationStatusField({ path }: { path: string }) {
  const { value } = useField<unknown>({ path })
  const locale = useLocale()
  const edits = parseTranslationEdits(value)
  const statuses = translationStatuses(edits)
  const current = statuses.find((entry) => entry.locale === locale?.code)

  return (
    <section className="field-type" style={{ marginBottom: '1.5rem' }} aria-labelledby="translation-status-heading">
      <h3 id="translation-status-heading" className="field-label" style={{ margin: '0 0 0.25rem', fontSize: 'inherit' }}>
        Translation status
      </h3>
      {current ? (
        <p data-testid="translation-status-current" data-status={current.status} style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>
          {locale?.code}: {TRANSLATION_STATUS_TEXT[current.status]}
          {current.status === 'outdated' ? ` (${when(edits.en)})` : null}
        </p>
      ) : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: '0.85em', columns: 2 }}>
        {statuses.map(({ locale: code, status }) => (
          <li key={code} data-locale={code} data-status={status}>
            <StatusDot status={status} /> {LOCALES.find((entry) => entry.code === code)?.name}: {TRANSLATION_STATUS_TEXT[status].split(':')[0]}
          </li>
        ))}
      </ul>
      <p style={{ ...muted, margin: '0.5rem 0 0', fontSize: '0.85em' }}>
        A locale is outdated when English changed after it was last edited. Untranslated locales show English and point search engines to the English page.
      </p>
    </section>
  )
}

export function StatusDot({ status }: { status: TranslationStatus }) {
  return <span aria-hidden="true" style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: STATUS_COLOURS[status] }} />
}
