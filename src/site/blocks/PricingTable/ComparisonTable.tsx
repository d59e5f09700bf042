import { type InterfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import type { PlanTier } from '@/domain/pricing'
import type { Pricing } from '@/payload-types'

export type ComparisonGroup = NonNullable<NonNullable<NonNullable<Pricing['products']>[number]['comparison']>[number]>
type Row = NonNullable<ComparisonGroup['rows']>[number]
type Cell = Row[PlanTier]

type Props = {
  /** The table's id prefix, unique on the page. */
  id: string
  /** The product's name, as its section's heading gives it. */
  product: string
  groups: readonly ComparisonGroup[]
  /** The plans shown as cards, in their order: an A/B test that hides or renames a plan does so here too. */
  columns: readonly { tier: PlanTier; name: string }[]
  text: InterfaceText
}

/** A limit reads as itself; a check mark or a dash is read out as "Included" or "Not included". */
function CellContent({ cell, text }: { cell: Cell; text: InterfaceText }) {
  if (cell?.limit) return <>{cell.limit}</>
  const included = Boolean(cell?.included)
  return (
    <>
      <span className={`pricing-compare__mark pricing-compare__mark--${included ? 'yes' : 'no'}`} aria-hidden="true">
        {included ? '✓' : '–'}
      </span>
      <span className="visually-hidden">{included ? text.pricingIncluded : text.pricingNotIncluded}</span>
    </>
  )
}

/**
 * The feature comparison under a product's plan cards: a real table, its plan names as column
 * headers (sticky on a wide screen), each group a row group. On a phone it scrolls sideways
 * inside its own focusable region, never the page.
 */
export function ComparisonTable({ id, product, groups, columns, text }: Props) {
  const filled = groups.filter((group) => (group.rows ?? []).length > 0)
  if (filled.length === 0 || columns.length === 0) return null
  const captionId = `${id}-compare`
  return (
    <div className="pricing-compare" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="pricing-compare__table">
        <caption className="pricing-compare__caption" id={captionId}>
          <span className="pricing-compare__caption-text">{formatText(text.pricingCompareCaption, { product })}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pricing-compare__corner">
              <span className="visually-hidden">{text.pricingFeature}</span>
            </th>
            {columns.map((column) => (
              <th scope="col" key={column.tier} className="pricing-compare__plan">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        {filled.map((group, groupIndex) => (
          <tbody key={group.id ?? groupIndex}>
            <tr className="pricing-compare__group">
              <th scope="rowgroup" colSpan={columns.length + 1}>
                {group.group}
              </th>
            </tr>
            {(group.rows ?? []).map((row, rowIndex) => (
              <tr key={row.id ?? rowIndex}>
                <th scope="row" className="pricing-compare__feature">
                  {row.feature}
                </th>
                {columns.map((column) => (
                  <td key={column.tier}>
                    <CellContent cell={row[column.tier]} text={text} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}
