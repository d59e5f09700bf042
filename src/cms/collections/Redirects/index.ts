import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { refreshProxySnapshotAfterChange, refreshProxySnapshotAfterDelete } from '@/cms/hooks/revalidate'
import { normalisePath } from '@/domain/routing/paths'
import { REDIRECT_STATUS_CODES, validateRedirectSource } from '@/domain/routing/redirects'

import { validateRedirectDestination } from './validate-redirect-destination'

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', group: 'Settings', defaultColumns: ['from', 'to', 'statusCode', 'updatedAt'] },
  hooks: { afterChange: [refreshProxySnapshotAfterChange], afterDelete: [refreshProxySnapshotAfterDelete] },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 200,
      admin: { description: 'The path to redirect, such as /old-pricing.' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalisePath(value.trim()) : value)] },
      validate: (value: unknown) => validateRedirectSource(value),
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      maxLength: 2000,
      admin: { description: 'A path on this site, or https:// on a host listed in Site settings.' },
      validate: validateRedirectDestination,
    },
    {
      name: 'statusCode',
      type: 'select',
      required: true,
      defaultValue: '308',
      options: REDIRECT_STATUS_CODES.map((code) => ({
        value: String(code),
        label: code === 308 ? '308 Permanent (search engines move to the new address)' : '307 Temporary',
      })),
    },
  ],
}
