import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/cms/access/is-admin'
import { nobody, nobodyField } from '@/cms/access/nobody'

/**
 * One row per template and visitor, so a like counts once; an unlike keeps the row, so liking again does not count twice.
 * The visitor is a SHA-256 of the like-key cookie's random id (see docs/decisions/0004-likes-keyed-by-a-cookie-of-their-own.md).
 */
export const TemplateLikes: CollectionConfig = {
  slug: 'template-likes',
  labels: { singular: 'Template like', plural: 'Template likes' },
  admin: {
    group: 'Community',
    defaultColumns: ['template', 'active', 'createdAt'],
    description: 'Likes of community templates, one per visitor and template. Written by the site.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  disableDuplicate: true,
  indexes: [{ fields: ['template', 'visitorKey'], unique: true }],
  fields: [
    {
      name: 'template',
      type: 'relationship',
      relationTo: 'community-templates',
      // Not required: a deleted template's likes keep no template rather than blocking the delete.
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'visitorKey',
      type: 'text',
      required: true,
      maxLength: 64,
      // Never shown, not even to admins: a hash that means nothing outside the unique index.
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    { name: 'active', type: 'checkbox', defaultValue: true, admin: { readOnly: true, description: 'Cleared when the visitor unlikes.' } },
  ],
}
