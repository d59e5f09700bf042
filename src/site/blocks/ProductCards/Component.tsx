import type { CSSProperties } from 'react'

import { productColour } from '@/domain/colours'
import { examplesForTeam } from '@/domain/personalisation/team-choice'
import { interfaceText } from '@/i18n/interface-text'
import type { ProductCardsBlock } from '@/payload-types'

import { PriceFrom } from '@/site/ab/pricing/PriceFrom'
import { CmsLink } from '@/site/components/CmsLink'
import type { PageContext } from '@/site/pages/page-context'
import { BlockHeader } from '@/site/components/BlockHeader'

/**
 * One card per product line, edged and faintly tinted in the product's colour (SPEC §9), with the
 * product's lowest price; those suiting the team the visitor picked first.
 */
export function ProductCardsSection({ block, context }: { block: ProductCardsBlock; context: PageContext }) {
  const { items: cards, suggested } = examplesForTeam(block.cards, context.team)
  return (
    <section className="block block-product-cards">
      <div className="block__inner">
        <BlockHeader heading={block.heading} />
        <ul className="block-product-cards__list">
          {cards.map((card) => (
            <li
              key={card.id ?? card.product}
              className="block-product-cards__card"
              style={{ '--product-colour': productColour(card.product), '--product-tint': productColour(card.product, 0.06) } as CSSProperties}
            >
              {card === suggested ? <p className="block-product-cards__suggested">{interfaceText(context.locale).teamSuggested}</p> : null}
              <h3 className="block-product-cards__title">{card.title}</h3>
              {card.text ? <p className="block-product-cards__text">{card.text}</p> : null}
              <PriceFrom product={card.product} context={context} className="block-product-cards__price" />
              <CmsLink locale={context.locale} link={card.link} appearance="text" className="block-product-cards__link" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
