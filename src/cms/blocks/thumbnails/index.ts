import { BLOCK_DRAWINGS, type DrawnBlockSlug } from './drawings'

/** Where the thumbnails are served: public/nhp/admin/blocks/{slug}.svg (assets live under /nhp). */
export const BLOCK_THUMBNAIL_DIR = '/nhp/admin/blocks'

export function blockThumbnail(slug: DrawnBlockSlug): { url: string; alt: string } {
  return { url: `${BLOCK_THUMBNAIL_DIR}/${slug}.svg`, alt: BLOCK_DRAWINGS[slug].alt }
}
