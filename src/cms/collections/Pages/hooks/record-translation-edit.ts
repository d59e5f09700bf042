import type { CollectionBeforeChangeHook } from 'payload'

import { isLocale } from '@/domain/locales'
import { parseTranslationEdits, withTranslationEdit } from '@/domain/pages/translation-status'
import type { Page } from '@/payload-types'

/** The layout's blocks hold localized texts. */
const TEXT_FIELDS = ['title', 'layout'] as const
const SEO_TEXT_FIELDS = ['title', 'description'] as const

/** `null`, `undefined` and `''` compare as the same nothing. */
function normalise(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined
  if (Array.isArray(value)) return value.map(normalise)
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, normalise(inner)] as const)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
    return entries.length === 0 ? undefined : Object.fromEntries(entries)
  }
  return value
}

const same = (a: unknown, b: unknown) => JSON.stringify(normalise(a)) === JSON.stringify(normalise(b))

type PageText = Partial<Pick<Page, 'title' | 'layout' | 'seo'>>

/** Only the fields a save sends count. */
export function changesLocalizedText(data: PageText, original: PageText | undefined): boolean {
  if (!original) return true
  if (TEXT_FIELDS.some((field) => field in data && !same(data[field], original[field]))) return true
  const seo = data.seo
  if (!seo) return false
  return SEO_TEXT_FIELDS.some((field) => field in seo && !same(seo[field], original.seo?.[field]))
}

/** Saving English after a locale makes that locale outdated (domain/pages/translation-status); `locale=all` names none. */
export const recordTranslationEdit: CollectionBeforeChangeHook<Page> = ({ data, originalDoc, req, operation }) => {
  const locale = req.locale
  const edits = parseTranslationEdits(originalDoc?.translationEdits)
  if (!isLocale(locale) || (operation === 'update' && !changesLocalizedText(data, originalDoc))) {
    return { ...data, translationEdits: edits }
  }
  return { ...data, translationEdits: withTranslationEdit(edits, locale, new Date()) }
}
