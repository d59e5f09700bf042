import type { ReactNode } from 'react'

import { interfaceText } from '@/i18n/interface-text'
import type { PricingTableBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/page-context'

import { ProductSwitch } from './islands'

export type LayoutRun<B> = { kind: 'block'; block: B; index: number } | { kind: 'products'; tables: { block: B; index: number }[] }

const isPricingTable = <B extends { blockType: string }>(block: B): boolean => block.blockType === 'pricingTable'

export function groupPricingTables<B extends { blockType: string; product?: unknown }>(blocks: readonly B[]): LayoutRun<B>[] {
  const runs: LayoutRun<B>[] = []
  blocks.forEach((block, index) => {
    const last = runs.at(-1)
    if (isPricingTable(block) && last?.kind === 'products' && !last.tables.some((table) => table.block.product === block.product)) {
      last.tables.push({ block, index })
    } else if (isPricingTable(block) && last?.kind === 'block' && isPricingTable(last.block) && last.block.product !== block.product) {
      runs[runs.length - 1] = {
        kind: 'products',
        tables: [
          { block: last.block, index: last.index },
          { block, index },
        ],
      }
    } else {
      runs.push({ kind: 'block', block, index })
    }
  })
  return runs
}

export function PricingProducts({ tables, context, children }: { tables: readonly PricingTableBlock[]; context: PageContext; children: ReactNode }) {
  const text = interfaceText(context.locale)
  return (
    <div className="pricing-products">
      <div className="block pricing-products__bar">
        <div className="block__inner">
          <ProductSwitch
            name={`product-${tables[0]?.id ?? 'pricing'}`}
            legend={text.pricingChooseProduct}
            options={tables.map((table) => ({ product: table.product, label: table.heading }))}
          />
        </div>
      </div>
      {children}
    </div>
  )
}
