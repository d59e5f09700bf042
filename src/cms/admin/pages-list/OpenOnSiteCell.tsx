import type { DefaultServerCellComponentProps } from 'payload'

import { pathFor } from '@/domain/routing/paths'

/** A link to the page's published English address, or a note when nothing is published. */
export function OpenOnSiteCell({ rowData }: Pick<DefaultServerCellComponentProps, 'rowData'>) {
  const path = typeof rowData?.path === 'string' ? rowData.path : null
  const status = (rowData as { _displayStatus?: unknown; _status?: unknown } | undefined)?._displayStatus ?? rowData?._status
  if (!path) return null
  if (status !== 'published' && status !== 'changed') return <span style={{ color: 'var(--theme-elevation-650)' }}>Not published</span>
  const href = pathFor({ path })
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="open-on-site">
      Open {href}
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}> (opens in a new tab)</span>
    </a>
  )
}
