'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowLabelText, type RowLabelOptions } from './row-label-text'

/** Fields to read come from `clientProps` (see rowLabel()); values from Payload's row-label context, so the label follows typing. */
export function RowLabel(props: RowLabelOptions) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const { number, kind, text } = rowLabelText(data, rowNumber, props)
  return (
    <span className="orbit-row-label" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'baseline', minWidth: 0 }}>
      {number ? <span style={{ color: 'var(--theme-elevation-500)', fontVariantNumeric: 'tabular-nums' }}>{number}</span> : null}
      {kind ? <span style={{ fontWeight: 600 }}>{kind}</span> : null}
      {text ? <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span> : null}
    </span>
  )
}
