import type { TranslationStatus } from '@/domain/pages/translation-status'

/** A dot beside each status (decoration only: the status is always written out too). */
export const STATUS_COLOURS: Record<TranslationStatus, string> = {
  source: 'var(--theme-elevation-500)',
  translated: 'var(--theme-success-500)',
  outdated: 'var(--theme-warning-500)',
  'not-translated': 'var(--theme-elevation-250)',
}
