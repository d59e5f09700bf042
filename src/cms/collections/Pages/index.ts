import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { nobodyField } from '@/cms/access/nobody'
import { publishedOrEditor } from '@/cms/access/published-or-editor'
import { pageBlocks } from '@/cms/blocks'
import { withEnglishSource } from '@/cms/fields/english-source'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/live-preview'
import { LOCALES } from '@/domain/locales'
import { validatePagePath } from '@/domain/routing/paths'

import { publishChecksHandler } from './endpoints/publish-checks'
import { blockMissingLinks } from './hooks/block-missing-links'
import { recordTranslationEdit } from './hooks/record-translation-edit'
import { revalidatePage, revalidatePageOnDelete } from './hooks/revalidate-page'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'translationEdits', 'onSite', 'updatedAt'],
    group: 'Content',
    components: {
      beforeListTable: ['/src/cms/admin/pages-list/PageFilters#PageFilters'],
    },
  },
  // Live preview (payload.config.ts) autosaves drafts as the editor types.
  versions: { drafts: { autosave: LIVE_PREVIEW_AUTOSAVE, schedulePublish: true }, maxPerDoc: 50 },
  access: {
    create: isContentEditor,
    read: publishedOrEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  endpoints: [{ path: '/:id/publish-checks', method: 'get', handler: publishChecksHandler }],
  hooks: {
    // The time each locale's text changed (translation status), then the one check that blocks publishing.
    beforeChange: [recordTranslationEdit, blockMissingLinks],
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageOnDelete],
  },
  // A translator sees the English source under each text they translate.
  fields: withEnglishSource([
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
      admin: { description: 'The page’s heading, unless the layout opens with a hero; also the browser tab’s title.' },
    },
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
      name: 'previewLinks',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/cms/admin/preview/PageLinks#PageLinks' } },
    },
    {
      name: 'headerVariant',
      type: 'select',
      required: true,
      defaultValue: 'main',
      options: [
        { label: 'Main', value: 'main' },
        { label: 'Developers', value: 'developers' },
        { label: 'Slim', value: 'slim' },
      ],
      admin: { position: 'sidebar', description: 'Which header menu the page shows.' },
    },
    {
      name: 'onlyInLocales',
      label: 'Only in these languages',
      type: 'select',
      hasMany: true,
      options: LOCALES.map((locale) => ({ label: locale.name, value: locale.code })),
      admin: {
        position: 'sidebar',
        description: 'Leave empty to publish the page in every language. A page such as the German imprint lists only its own.',
      },
    },
    {
      name: 'translationEdits',
      label: 'Translation status',
      type: 'json',
      // Kept by hooks/record-translation-edit, never written over the API.
      access: { create: nobodyField, update: nobodyField },
      admin: {
        position: 'sidebar',
        readOnly: true,
        components: {
          Field: '/src/cms/admin/pages/TranslationStatusField#TranslationStatusField',
          Cell: '/src/cms/admin/pages/TranslationStatusCell#TranslationStatusCell',
        },
      },
    },
    {
      name: 'publishChecks',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/cms/admin/pages/PublishChecks#PublishChecks' }, disableListColumn: true },
    },
    {
      name: 'miniSite',
      type: 'relationship',
      relationTo: 'mini-sites',
      admin: { position: 'sidebar', description: 'Show the page inside a product’s mini-site (its logo and links).' },
    },
    {
      name: 'onSite',
      label: 'On the site',
      type: 'ui',
      admin: { components: { Cell: '/src/cms/admin/pages-list/OpenOnSiteCell#OpenOnSiteCell' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'layout',
              type: 'blocks',
              blocks: pageBlocks,
              // One structure for every locale; the texts inside each block are localized.
              localized: false,
              admin: { initCollapsed: true, components: { afterInput: ['/src/cms/admin/pages/NewBlocksOpen#NewBlocksOpen'] } },
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'seo',
              type: 'group',
              label: false,
              fields: [
                {
                  // Stores nothing.
                  name: 'searchPreview',
                  type: 'ui',
                  admin: { components: { Field: '/src/cms/admin/pages/SeoPreview#SeoPreview' }, disableListColumn: true },
                },
                {
                  name: 'title',
                  type: 'text',
                  localized: true,
                  maxLength: 70,
                  admin: { description: 'The title in search results; the page title when empty.' },
                },
                {
                  name: 'description',
                  type: 'textarea',
                  localized: true,
                  maxLength: 160,
                  admin: { description: 'One or two sentences for search results and link previews.' },
                },
                {
                  name: 'image',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'The picture of link previews on social networks. Empty: one is drawn from the page’s title in each language.' },
                },
                {
                  name: 'noindex',
                  type: 'checkbox',
                  label: 'Hide from search engines',
                  defaultValue: false,
                },
              ],
            },
          ],
        },
      ],
    },
  ]),
}
