import type { Media, MediaBlock } from '@/payload-types'

type ImageSize = keyof NonNullable<Media['sizes']>

/** Smallest first, so the browser's choice from `srcSet` starts at the thumbnail. */
const SIZES: readonly ImageSize[] = ['thumbnail', 'card', 'hero']

type MediaImageProps = {
  /** An upload field's value: the media document at depth ≥ 1, only its id otherwise. */
  media: number | Media | null | undefined
  /** The `sizes` attribute: how wide the image is shown, for the browser's pick from `srcSet`. */
  sizes: string
  /** For the image at the top of the page: loaded at once instead of when scrolled near. */
  priority?: boolean
  className?: string
}

/** True when an upload field holds a media document that can be shown (not just its id). */
export function isShownMedia(media: number | Media | null | undefined): media is Media & { url: string } {
  return typeof media === 'object' && media !== null && Boolean(media.url)
}

/** An image from the media library, with its alt text, its size and its resized variants. */
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

/** One image across the content column, with its caption. */
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
