import type { Block } from 'payload'

/** A row of community templates from one of the gallery's main-page categories. */
export const TemplateGallery: Block = {
  slug: 'templateGallery',
  interfaceName: 'TemplateGalleryBlock',
  labels: { singular: 'Template gallery', plural: 'Template galleries' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'trending',
      // The template gallery's main-page categories.
      options: [
        { label: 'Trending', value: 'trending' },
        { label: 'Most used', value: 'mostUsed' },
        { label: 'Editor’s choice', value: 'editorsChoice' },
        { label: 'Latest', value: 'latest' },
      ],
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
