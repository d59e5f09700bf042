import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'
import { MAIN_PAGE_CATEGORIES } from '@/domain/templates'

/** `Editor's choice` → `editorsChoice`: the stored value of a gallery category. */
const categoryValue = (label: string) =>
  label
    .replace(/'/g, '')
    .split(' ')
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join('')

/** A row of community templates from one of the gallery's main-page categories. */
export const TemplateGallery: Block = {
  slug: 'templateGallery',
  interfaceName: 'TemplateGalleryBlock',
  labels: { singular: 'Template gallery', plural: 'Template galleries' },
  admin: {
    components: { Label: blockLabel('Template gallery', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('templateGallery') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'trending',
      options: MAIN_PAGE_CATEGORIES.map((label) => ({ label, value: categoryValue(label) })),
    },
    {
      name: 'limit',
      type: 'number',
      required: true,
      defaultValue: 6,
      min: 3,
      max: 24,
      admin: { step: 1, description: 'How many templates to show, from 3 to 24.' },
    },
    {
      name: 'linkText',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
      defaultValue: 'Browse all templates',
      admin: { description: 'The link to the template gallery under the row.' },
    },
  ],
}
