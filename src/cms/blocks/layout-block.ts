import type { Block, Field, TextField } from 'payload'

import { blockLabel } from '@/cms/admin/row-labels'

import { blockThumbnail } from './thumbnails'
import type { DrawnBlockSlug } from './thumbnails/drawings'

/** Labelled by its own words (`labelFields`, after the name an editor gave it) and drawn in the block picker. */
export function layoutBlock(
  {
    slug,
    interfaceName,
    singular,
    plural,
    labelFields = ['heading'],
  }: { slug: DrawnBlockSlug; interfaceName: string; singular: string; plural: string; labelFields?: readonly string[] },
  fields: Field[],
): Block {
  return {
    slug,
    interfaceName,
    labels: { singular, plural },
    admin: {
      components: { Label: blockLabel(singular, ['blockName', ...labelFields]) },
      images: { thumbnail: blockThumbnail(slug) },
    },
    fields,
  }
}

/** The heading most blocks open with. */
export const headingField: TextField = { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 }
