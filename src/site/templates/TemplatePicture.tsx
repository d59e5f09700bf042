import type { GalleryImage } from '@/domain/templates/gallery-listing'

type Props = {
  image: GalleryImage
  /** The picture's text alternative: its own when the author gave one, else the caller's; '' when a link beside it says it all. */
  alt: string
  /** How wide it is shown, for the browser's pick from the smaller renditions. */
  sizes: string
  priority?: boolean
  className?: string
}

/** A template's picture (board screenshot or selfie) with its renditions, lazily loaded unless it leads the page. */
export function TemplatePicture({ image, alt, sizes, priority = false, className }: Props) {
  const renditions = (image.sizes ?? []).map((size) => `${size.url} ${size.width}w`)
  if (renditions.length > 0 && image.width) renditions.push(`${image.url} ${image.width}w`)
  return (
    <img
      className={className}
      src={image.url}
      srcSet={renditions.length > 0 ? renditions.join(', ') : undefined}
      sizes={renditions.length > 0 ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
