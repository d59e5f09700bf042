import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/cms/access/isAdmin'
import { nobody, nobodyField } from '@/cms/access/nobody'

/**
 * One row per (template, visitor) that ever liked it: the gallery's "a like once per visitor".
 * Written only by POST /api/templates/{id} (src/cms/gallery), in SQL, against the unique index
 * on the pair; an unlike clears `active` and keeps the row, so liking again does not count
 * towards Trending a second time.
 *
 * The visitor is the SHA-256 of the random id in the `template_like_key` cookie, never the
 * cookie itself, an address or an account: nobody reading this table can act as the visitor.
 * Admins read and delete rows (abuse); nobody edits them.
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
      // Not required: a deleted template leaves its likes without one (the key is set null) rather than blocking the delete.
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
