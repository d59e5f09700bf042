import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/** One of the site's lead forms (contact sales, support, the CRM form), on the page or behind a button. */
export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  admin: {
    components: { Label: blockLabel('Form', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('formBlock') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    { name: 'intro', type: 'textarea', localized: true, maxLength: 400 },
    {
      type: 'row',
      fields: [
        {
          name: 'form',
          type: 'select',
          required: true,
          defaultValue: 'contactSales',
          options: [
            { label: 'Contact sales', value: 'contactSales' },
            { label: 'Contact support', value: 'support' },
            { label: 'CRM', value: 'crm' },
          ],
          admin: { width: '50%' },
        },
        {
          name: 'display',
          type: 'select',
          required: true,
          defaultValue: 'link',
          options: [
            { label: 'A button to the form’s page', value: 'link' },
            { label: 'The form itself', value: 'form' },
          ],
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'linkText',
      type: 'text',
      localized: true,
      maxLength: 80,
      admin: {
        description: 'The button that opens the form, for example “Talk to sales”.',
        condition: (_, block) => block?.display !== 'form',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { display?: string } }) =>
        siblingData.display === 'form' || (typeof value === 'string' && value.trim() !== '') ? true : 'A button needs its text.',
    },
  ],
}
