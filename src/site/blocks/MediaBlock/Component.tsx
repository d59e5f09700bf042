import type { Media, MediaBlock } from '@/payload-types'

type ImageSize = keyof NonNullable<Media['sizes']>

/** Smallest first, so the browser's choice from `srcSet` starts at the thumbnail. */
const SIZES: readonly ImageSize[] = ['thumbnail', 'card', 'hero']

type MediaImageProps = {
  media: number | Media | null | undefined
  sizes: string
  priority?: boolean
  className?: string
}

export function isShownMedia(media: number | Media | null | undefined): media is Media & { url: string } {
  return typeof media === 'object' && media !== null && Boolean(media.url)
}

export function MediaImage({ media, sizes, priority = false, className }: MediaImageProps) {
  if (!isShownMedia(media)) return null
  const variants = SIZES.flatMap((size) => {
    const variant = media.sizes?.[size]
    return variant?.url && variant.width ? [`${variant.url} ${variant.width}w`] : []
  })
  if (variants.length > 0 && media.width) variants.push(`${media.url} ${media.width}w`)
  return (
    <img
      className={className}
      src={media.url}
      srcSet={variants.length > 0 ? variants.join(', ') : undefined}
      sizes={variants.length > 0 ? sizes : undefined}
      alt={media.alt}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}

export function MediaSection({ block }: { block: MediaBlock }) {
  if (!isShownMedia(block.image)) return null
  return (
    <section className="block block-media">
      <div className="block__inner">
        <figure className="block-media__figure">
          <MediaImage media={block.image} sizes="(min-width: 72rem) 72rem, 100vw" className="block-media__image" />
          {block.caption ? <figcaption className="block-media__caption">{block.caption}</figcaption> : null}
        </figure>
      </div>
    </section>
  )
}
