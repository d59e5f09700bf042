import { link } from '@/cms/fields/link'

import { headingField, layoutBlock } from '../layout-block'

export const CallToAction = layoutBlock({ slug: 'callToAction', interfaceName: 'CallToActionBlock', singular: 'Call to action', plural: 'Calls to action' }, [
  headingField,
  { name: 'text', type: 'textarea', localized: true, maxLength: 300 },
  link({ name: 'primaryLink', label: 'Main button' }),
  { name: 'hasSecondaryLink', type: 'checkbox', label: 'Add a second, quieter link', defaultValue: false },
  {
    ...link({ name: 'secondaryLink', label: 'Second link' }),
    admin: { condition: (_data, siblingData) => Boolean(siblingData?.hasSecondaryLink) },
  },
])
