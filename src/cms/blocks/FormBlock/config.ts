import { headingField, layoutBlock } from '../layout-block'

/** One of the site's lead forms, on the page or behind a button. */
export const FormBlock = layoutBlock({ slug: 'formBlock', interfaceName: 'FormBlock', singular: 'Form', plural: 'Forms' }, [
  headingField,
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
])
