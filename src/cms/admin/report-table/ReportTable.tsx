import type { CSSProperties, ReactNode } from 'react'

const table = { width: '100%', borderCollapse: 'collapse', margin: '0.5rem 0 2rem' } as const
const cell = { textAlign: 'left', padding: '0.35rem 0.75rem 0.35rem 0', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
const numeric = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

export const muted = { color: 'var(--theme-elevation-600)' } as const

export type Column<Row> = {
  header: ReactNode
  /** Figures: right-aligned, in digits of one width. */
  numeric?: boolean
  style?: CSSProperties | ((row: Row) => CSSProperties)
  width?: string
  /** `data-*` attributes of this column's cells, by which tests find them. */
  data?: { [name: `data-${string}`]: string }
  render: (row: Row) => ReactNode
}

const count = new Intl.NumberFormat('en')

export const countColumn = <Row,>(header: ReactNode, value: (row: Row) => number): Column<Row> => ({
  header,
  numeric: true,
  render: (row) => count.format(value(row)),
})

export type ReportTableProps<Row> = {
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string
  rowHeader?: boolean
  caption?: ReactNode
  name?: string
}

export function ReportTable<Row>({ columns, rows, rowKey, rowHeader = true, caption, name }: ReportTableProps<Row>) {
  const base = (column: Column<Row>) => (column.numeric ? numeric : cell)
  return (
    <table style={table} data-table={name}>
      {caption ? <caption style={{ textAlign: 'left', padding: '0.25rem 0', ...muted }}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} style={column.width ? { ...base(column), width: column.width } : base(column)} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, at) => {
              const extra = typeof column.style === 'function' ? column.style(row) : column.style
              const style = extra ? { ...base(column), ...extra } : base(column)
              return rowHeader && at === 0 ? (
                <th key={at} style={style} scope="row">
                  {column.render(row)}
                </th>
              ) : (
                <td key={at} style={style} {...column.data}>
                  {column.render(row)}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ReportSection<Row>({
  id,
  title,
  level = 2,
  empty,
  chart,
  ...tableProps
}: {
  id: string
  title: string
  level?: 2 | 3
  empty: string
  chart?: ReactNode
} & ReportTableProps<Row>) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {tableProps.rows.length === 0 ? (
        <p style={{ margin: '0.5rem 0 2rem', ...muted }}>{empty}</p>
      ) : (
        <>
          {chart}
          <ReportTable {...tableProps} />
        </>
      )}
    </section>
  )
}
