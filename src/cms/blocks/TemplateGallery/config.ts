import { MAIN_PAGE_CATEGORIES } from '@/domain/templates/templates'

import { headingField, layoutBlock } from '../layout-block'

/** `Editor's choice` → `editorsChoice`: the stored value of a gallery category. */
const categoryValue = (label: string) =>
  label
    .replace(/'/g, '')
    .split(' ')
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join('')

export const TemplateGallery = layoutBlock(
  { slug: 'templateGallery', interfaceName: 'TemplateGalleryBlock', singular: 'Template gallery', plural: 'Template galleries' },
  [
    headingField,
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
)
