'use client'

import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { richTextWords, valueAt } from '@/cms/fields/english-source'
import { DEFAULT_LOCALE } from '@/domain/locales'
import { parseTranslationEdits } from '@/domain/pages/translation-status'

/** One request per document and English version, shared by every field of the form. */
const englishDocuments = new Map<string, Promise<unknown>>()

function englishDocument(url: string, savedAt: string): Promise<unknown> {
  const key = `${url} ${savedAt}`
  let document = englishDocuments.get(key)
  if (!document) {
    document = fetch(url, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
    englishDocuments.set(key, document)
  }
  return document
}

/** Under a localized text or rich text field in another locale: the English it translates, from the latest English draft. */
export function EnglishSource({ path }: { path?: string }) {
  const locale = useLocale()
  const { id, collectionSlug, globalSlug, savedDocumentData } = useDocumentInfo()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [english, setEnglish] = useState<string | undefined>()

  const translating = Boolean(locale?.code && locale.code !== DEFAULT_LOCALE && path)
  const address = collectionSlug && id ? `${api}/${collectionSlug}/${id}` : globalSlug ? `${api}/globals/${globalSlug}` : undefined
  // On the admin's own origin. Read again once English changed: the time a page records for that
  // (not every autosave of the translation), or any save of a document that records none.
  const url = translating && address ? `${address}?locale=${DEFAULT_LOCALE}&draft=true&depth=0` : undefined
  const savedAt = String(parseTranslationEdits(savedDocumentData?.translationEdits)[DEFAULT_LOCALE] ?? savedDocumentData?.updatedAt ?? '')

  useEffect(() => {
    if (!url || !path) return
    let current = true
    void englishDocument(url, savedAt).then((document) => {
      const value = valueAt(document, path)
      const text = typeof value === 'string' ? value : richTextWords(value)
      if (current) setEnglish(text.trim() ? text : undefined)
    })
    return () => {
      current = false
    }
  }, [url, savedAt, path])

  if (!url || !english) return null
  return (
    <p data-testid="english-source" style={{ margin: '0.35rem 0 0', fontSize: '0.85em', color: 'var(--theme-elevation-600)', whiteSpace: 'pre-line' }}>
      English: <span lang="en">{english}</span>
    </p>
  )
}
