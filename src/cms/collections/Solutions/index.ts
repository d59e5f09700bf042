import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { listedOrEditor } from '@/cms/access/listed-or-editor'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { productField } from '@/cms/fields/product'
import { refreshTagAfterChange, refreshTagAfterDelete } from '@/cms/hooks/revalidate'
import { SOLUTION_CATEGORIES, SOLUTION_ID_MAX_LENGTH, validateSolutionId } from '@/domain/pages/solutions'

const categoryLabel = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replaceAll('_', ' ')

export const Solutions: CollectionConfig = {
  slug: 'solutions',
  labels: { singular: 'Marketplace solution', plural: 'Marketplace solutions' },
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'solutionId', 'category', 'product', 'published'] },
  defaultSort: 'name',
  access: { read: listedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    afterChange: [refreshTagAfterChange(CACHE_TAGS.solutions)],
    afterDelete: [refreshTagAfterDelete(CACHE_TAGS.solutions)],
  },
  fields: [
    {
      name: 'solutionId',
      label: 'Solution id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: SOLUTION_ID_MAX_LENGTH,
      admin: { description: 'The solution_id in add-solution links, as the product knows it: time-tracking.' },
      validate: (value: unknown) => validateSolutionId(value),
    },
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 120 },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 1000,
      admin: { description: 'What the solution does for a team, in a sentence or two.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          options: SOLUTION_CATEGORIES.map((id) => ({ value: id, label: categoryLabel(id) })),
          admin: { width: '50%', description: 'The use case it belongs to; links may name it as category=….' },
        },
        productField({ admin: { width: '50%' } }),
      ],
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Visitors can open its add-solution page.' },
    },
  ],
}
