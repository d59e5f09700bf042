import type { Block } from 'payload'

/** Invites the visitor to one of the site's forms: contact sales, support, or the CRM sign-up. */
export const FormBlock: Block = {
  slug: 'formBlock',
  interfaceName: 'FormBlock',
  labels: { singular: 'Form', plural: 'Forms' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    { name: 'intro', type: 'textarea', localized: true, maxLength: 400 },
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
    },
    {
      name: 'linkText',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 80,
      admin: { description: 'The button that opens the form, for example “Talk to sales”.' },
    },
  ],
}
