'use client'

import type { ComparisonCell, ComparisonGroup } from './comparison-rows'

type Props = {
  id: string
  caption: string
  /** An A/B test that hides or renames a plan does so here too. */
  columns: readonly string[]
  groups: readonly ComparisonGroup[]
  labels: { feature: string; included: string; notIncluded: string }
}

/** The marks are drawn by pricing.css, not in the markup, which the page's hundreds of cells would otherwise carry twice. */
function Cell({ cell, labels }: { cell: ComparisonCell; labels: Props['labels'] }) {
  if (typeof cell === 'string') return <td>{cell}</td>
  return (
    <td className={cell ? 'pricing-compare__yes' : 'pricing-compare__no'}>
      <span className="visually-hidden">{cell ? labels.included : labels.notIncluded}</span>
    </td>
  )
}

/** A client component only so the page's data carries plain rows rather than rendered elements; no state, no effects. */
export function ComparisonTable({ id, caption, columns, groups, labels }: Props) {
  const captionId = `${id}-compare`
  return (
    <div className="pricing-compare" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="pricing-compare__table">
        <caption className="pricing-compare__caption" id={captionId}>
          <span className="pricing-compare__caption-text">{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pricing-compare__corner">
              <span className="visually-hidden">{labels.feature}</span>
            </th>
            {columns.map((name, index) => (
              <th scope="col" key={index} className="pricing-compare__plan">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group, groupIndex) => (
          <tbody key={groupIndex}>
            <tr className="pricing-compare__group">
              <th scope="rowgroup" colSpan={columns.length + 1}>
                {group.name}
              </th>
            </tr>
            {group.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row" className="pricing-compare__feature">
                  {row.feature}
                </th>
                {row.cells.map((cell, cellIndex) => (
                  <Cell key={cellIndex} cell={cell} labels={labels} />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
