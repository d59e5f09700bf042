import type { FeatureGridBlock } from '@/payload-types'
import { BlockHeader } from '@/site/components/BlockHeader'

import { MediaImage } from '../MediaBlock/Component'

/** A heading over a grid of features. */
export function FeatureGridSection({ block }: { block: FeatureGridBlock }) {
  return (
    <section className="block block-feature-grid">
      <div className="block__inner">
        <BlockHeader heading={block.heading} intro={block.intro} />
        <ul className="block-feature-grid__list">
          {block.items.map((item) => (
            <li key={item.id ?? item.title} className="block-feature-grid__item">
              <MediaImage media={item.icon} sizes="48px" className="block-feature-grid__icon" />
              <h3 className="block-feature-grid__title">{item.title}</h3>
              {item.text ? <p className="block-feature-grid__text">{item.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
