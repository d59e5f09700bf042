import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshProxySnapshotAfterChange, refreshProxySnapshotAfterDelete, refreshTagAfterChange, refreshTagAfterDelete } from '@/cms/hooks/revalidate'
import { COOKIE_CATEGORIES } from '@/domain/consent/cookies'

import { protectSiteCookies, protectSiteCookiesOnDelete } from './hooks/protect-site-cookies'

export const CookieDefinitions: CollectionConfig = {
  slug: 'cookie-definitions',
  labels: { singular: 'Cookie definition', plural: 'Cookie definitions' },
  admin: { useAsTitle: 'name', group: 'Privacy', defaultColumns: ['name', 'category', 'mandatory', 'expiryDays'] },
  defaultSort: 'name',
  // Public: anyone may read what the site stores in their browser (/api/cookie-definitions).
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  // The cookie policy page lists them: a change shows there at once.
  hooks: {
    // cookie_consent and user_locale stay necessary and mandatory: saving a choice depends on them.
    beforeChange: [protectSiteCookies],
    beforeDelete: [protectSiteCookiesOnDelete],
    // Pages carry the definitions for the browser's cookie setter, the proxy's snapshot for its own.
    afterChange: [refreshTagAfterChange(CACHE_TAGS.cookieDefinitions), refreshProxySnapshotAfterChange],
    afterDelete: [refreshTagAfterDelete(CACHE_TAGS.cookieDefinitions), refreshProxySnapshotAfterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 100,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Za-z0-9_{}.-]+$/.test(value)
          ? true
          : 'A cookie name has letters, digits, _, - and . only ({product} marks the brand slug).',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          options: COOKIE_CATEGORIES.map((category) => ({ value: category, label: category[0]!.toUpperCase() + category.slice(1) })),
          admin: { width: '33%' },
        },
        {
          name: 'mandatory',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '33%', description: 'Strictly necessary: set whatever the visitor chooses.' },
        },
        { name: 'expiryDays', type: 'number', min: 0, max: 730, admin: { width: '33%', description: 'Empty: the default of 365 days.' } },
      ],
    },
    {
      name: 'domain',
      type: 'text',
      maxLength: 253,
      admin: { description: 'Empty: the site’s parent domain.' },
      validate: (value: unknown) =>
        !value || (typeof value === 'string' && /^\.?[a-z0-9.-]+\.[a-z]{2,}$/i.test(value)) ? true : 'Enter a domain such as .example.com.',
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 500,
      admin: { description: 'What the cookie is for, shown on the cookie policy page.' },
    },
  ],
}
