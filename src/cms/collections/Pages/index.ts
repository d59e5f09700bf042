import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/isContentEditor'
import { publishedOrStaff } from '@/cms/access/publishedOrStaff'
import { validatePagePath } from '@/domain/paths'

import { revalidatePage, revalidatePageOnDelete } from './hooks/revalidatePage'

/** Pages of the public site, addressed by their path. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt'],
    group: 'Content',
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    create: isContentEditor,
    read: publishedOrStaff,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageOnDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      validate: (value: unknown) => validatePagePath(value),
      admin: { position: 'sidebar', description: 'Where the page lives, for example / or /pricing.' },
    },
    {
      name: 'summary',
      type: 'textarea',
      maxLength: 500,
      admin: { description: 'One or two sentences under the title; also the search-engine description.' },
    },
    { name: 'body', type: 'richText' },
  ],
}
