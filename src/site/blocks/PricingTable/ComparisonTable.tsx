'use client'

import type { ComparisonCell, ComparisonGroup } from './comparisonRows'

type Props = {
  /** The table's id prefix, unique on the page. */
  id: string
  caption: string
  /** The plans shown as cards, by name, in their order: an A/B test that hides or renames a plan does so here too. */
  columns: readonly string[]
  /** At least one, each with rows (comparisonGroups; the page leaves the table out otherwise). */
  groups: readonly ComparisonGroup[]
  labels: { feature: string; included: string; notIncluded: string }
}

/**
 * A limit reads as itself. A check mark or a dash is drawn by pricing.css and read out as
 * "Included" or "Not included": the mark is not in the markup, which the 350-odd cells of the
 * pricing page would otherwise carry twice (HTML and the page's data).
 */
function Cell({ cell, labels }: { cell: ComparisonCell; labels: Props['labels'] }) {
  if (typeof cell === 'string') return <td>{cell}</td>
  return (
    <td className={cell ? 'pricing-compare__yes' : 'pricing-compare__no'}>
      <span className="visually-hidden">{cell ? labels.included : labels.notIncluded}</span>
    </td>
  )
}

/**
 * The feature comparison under a product's plan cards: a real table, its plan names as column
 * headers (sticky on a wide screen), each group a row group. On a phone it scrolls sideways
 * inside its own focusable region, never the page.
 *
 * A client component only so that the page's data carries the table as rows of plain values
 * (comparisonRows.ts) rather than as rendered elements; it has no state and no effects.
 */
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
