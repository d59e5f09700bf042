import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { blockSwapFields } from '@/cms/fields/block-swap'
import { refreshPageVariationsAfterChange, refreshPageVariationsAfterDelete } from '@/cms/hooks/revalidate'
import { checkSwap, fail, pageVariantsWith } from '@/cms/page-variations/guards'

const checkRule: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const pageId = await checkSwap('personalisations', merged, req)
  if (merged.active) {
    const tooMany = await pageVariantsWith(pageId, { rule: true, except: { collection: 'personalisations', id: originalDoc?.id } }, req)
    if (tooMany) fail('personalisations', 'active', tooMany, req)
  }
  return data
}

/** Blocks a page shows to one audience instead of its own, without a split: for every visitor in it. */
export const Personalisations: CollectionConfig = {
  slug: 'personalisations',
  labels: { singular: 'Personalisation rule', plural: 'Personalisation rules' },
  admin: {
    useAsTitle: 'name',
    group: 'Marketing',
    defaultColumns: ['name', 'page', 'audience', 'active', 'priority'],
    description: 'A page shows the first active rule (lowest priority number) whose audience the visitor is in.',
  },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeChange: [checkRule],
    // The proxy picks rules from its snapshot; the pages read the rules' blocks by this tag.
    afterChange: [refreshPageVariationsAfterChange],
    afterDelete: [refreshPageVariationsAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'page', type: 'relationship', relationTo: 'pages', required: true, admin: { width: '50%' } },
        { name: 'audience', type: 'relationship', relationTo: 'audiences', required: true, admin: { width: '50%' } },
      ],
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Visitors in the audience see these blocks within seconds.' },
    },
    {
      name: 'priority',
      type: 'number',
      defaultValue: 10,
      min: 0,
      max: 1000,
      admin: { position: 'sidebar', step: 1, description: 'When several rules match a visitor, the lowest number wins.' },
    },
    ...blockSwapFields('What the audience sees instead.'),
  ],
}
