import type { LogoWallBlock } from '@/payload-types'

import { isShownMedia, MediaImage } from '../MediaBlock/Component'

/** Customers' logos in a row. */
export function LogoWallSection({ block }: { block: LogoWallBlock }) {
  const logos = block.logos.filter((logo) => isShownMedia(logo.image))
  if (logos.length === 0) return null
  return (
    <section className="block block-logo-wall">
      <div className="block__inner">
        {block.heading ? <h2 className="block-logo-wall__heading">{block.heading}</h2> : null}
        <ul className="block-logo-wall__list">
          {logos.map((logo) => (
            <li key={logo.id ?? logo.name} className="block-logo-wall__item">
              <MediaImage media={logo.image} sizes="10rem" className="block-logo-wall__logo" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
