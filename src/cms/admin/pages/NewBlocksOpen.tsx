'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * A page's blocks open collapsed, so a long page fits on a screen; a block the editor adds should
 * open, ready to fill in. Payload collapses a new row unless the document's stored preferences
 * list which rows are collapsed, so on first opening a page this writes the list down: the rows
 * collapsed now, and none of those added later.
 */
export function NewBlocksOpen({ path }: { path?: string }) {
  const { id, getDocPreferences, setDocFieldPreferences } = useDocumentInfo()
  const rows = useFormFields(([fields]) => (path ? fields[path]?.rows : undefined))
  const loaded = rows !== undefined

  useEffect(() => {
    if (!path || id === undefined || !loaded) return
    let current = true
    void (async () => {
      const preferences = (await getDocPreferences()) as { fields?: Record<string, { collapsed?: unknown }> } | undefined
      if (!current || Array.isArray(preferences?.fields?.[path]?.collapsed)) return
      await setDocFieldPreferences(path, { collapsed: (rows ?? []).filter((row) => row.collapsed).map((row) => row.id) })
    })()
    return () => {
      current = false
    }
    // Once per document: later changes of the rows are the editor's own, which Payload records.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, path, loaded])

  return null
}
