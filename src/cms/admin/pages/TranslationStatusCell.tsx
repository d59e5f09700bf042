'use client'

import { useLocale } from '@payloadcms/ui'

import { isLocale } from '@/domain/locales'
import { parseTranslationEdits, TRANSLATION_STATUS_SHORT, translationStatus, translationStatuses } from '@/domain/pages/translation-status'

import { StatusDot } from './TranslationStatusField'

export function TranslationStatusCell({ cellData }: { cellData?: unknown }) {
  const locale = useLocale()
  const edits = parseTranslationEdits(cellData)
  const code = isLocale(locale?.code) ? locale.code : 'en'
  const status = translationStatus(edits, code)
  const all = translationStatuses(edits)
  const translated = all.filter((entry) => entry.status === 'translated').length
  const outdated = all.filter((entry) => entry.status === 'outdated').length
  const others = all.length - 1
  return (
    <span data-testid="translation-status-cell" data-status={status}>
      <StatusDot status={status} /> {status === 'source' ? `${translated} of ${others} translated` : TRANSLATION_STATUS_SHORT[status]}
      {outdated > 0 ? `, ${outdated} outdated` : ''}
    </span>
  )
}
