'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowLabelText, type RowLabelOptions } from './rowLabelText'

/**
 * The label of an array row or a block in the admin: the row's own words (a heading, a title, a
 * link's text) instead of "Untitled". Which fields to read comes from the config (`clientProps`,
 * see `rowLabel()`); the form's current values come from Payload's row-label context, so the
 * label follows what the marketer types.
 */
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
