import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'
import { link } from '@/cms/fields/link'

/** A band that asks the visitor to act: a heading, a sentence and one or two buttons. */
export const CallToAction: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: {
    components: { Label: blockLabel('Call to action', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('callToAction') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120 },
    { name: 'text', type: 'textarea', localized: true, maxLength: 300 },
    link({ name: 'primaryLink', label: 'Main button' }),
    { name: 'hasSecondaryLink', type: 'checkbox', label: 'Add a second, quieter link', defaultValue: false },
    {
      ...link({ name: 'secondaryLink', label: 'Second link' }),
      admin: { condition: (_data, siblingData) => Boolean(siblingData?.hasSecondaryLink) },
    },
  ],
}
