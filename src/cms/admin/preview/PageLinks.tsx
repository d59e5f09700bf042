'use client'

import { useDocumentInfo, useFormFields, useLocale } from '@payloadcms/ui'
import { useEffect } from 'react'

import { DEFAULT_LOCALE, isLocale } from '@/domain/locales'
import { pathFor, validatePagePath } from '@/domain/routing/paths'
import { previewRouteHref } from '@/domain/preview/preview'
import { isEditBlockMessage } from '@/domain/preview/messages'

import { focusBlockFields } from './focus-block-fields'

const BUTTON = 'btn btn--style-secondary btn--size-small btn--withoutPopup'
const ROW = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', marginBottom: '1.5rem' } as const

/** Also listens to the live preview frame: a click on a block there focuses its fields here (src/site/preview/PreviewBridge.tsx). */
export function PageLinks() {
  const path = useFormFields(([fields]) => fields.path?.value)
  const { code } = useLocale()
  const { hasPublishedDoc } = useDocumentInfo()
  const locale = isLocale(code) ? code : DEFAULT_LOCALE

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isEditBlockMessage(event.data)) return
      // Only the live preview's frame of this page (Payload gives it this id).
      const frame = document.getElementById('live-preview-iframe')
      if (!(frame instanceof HTMLIFrameElement) || event.source !== frame.contentWindow) return
      focusBlockFields(event.data.field, event.data.index)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  if (typeof path !== 'string' || validatePagePath(path) !== true) return null
  return (
    <div style={ROW}>
      <a className={BUTTON} href={previewRouteHref(path, locale)} target="_blank" rel="noopener">
        Preview
      </a>
      {hasPublishedDoc ? (
        <a className={BUTTON} href={pathFor({ path }, locale)} target="_blank" rel="noopener">
          Open on site
        </a>
      ) : null}
    </div>
  )
}
