import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/isContentEditor'
import { publishedOrEditor } from '@/cms/access/publishedOrEditor'
import { pageBlocks } from '@/cms/blocks'
import { LIVE_PREVIEW_AUTOSAVE } from '@/cms/preview/livePreview'
import { LOCALES } from '@/domain/locales'
import { validatePagePath } from '@/domain/paths'

import { revalidatePage, revalidatePageOnDelete } from './hooks/revalidatePage'

/** Pages of the public site, addressed by their path and built from blocks. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'onSite', 'updatedAt'],
    group: 'Content',
    components: {
      // Quick filters by header variant and mini-site.
      beforeListTable: ['/src/cms/admin/pagesList/PageFilters#PageFilters'],
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
  hooks: {
    afterChange: [revalidatePage],
    afterDelete: [revalidatePageOnDelete],
  },
  fields: [
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
      // Preview and Open on site, and click-to-edit from the live preview (stores nothing).
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
      name: 'miniSite',
      type: 'relationship',
      relationTo: 'mini-sites',
      admin: { position: 'sidebar', description: 'Show the page inside a product’s mini-site (its logo and links).' },
    },
    {
      // Stores nothing: the list's "On the site" column, a link to the published page.
      name: 'onSite',
      label: 'On the site',
      type: 'ui',
      admin: { components: { Cell: '/src/cms/admin/pagesList/OpenOnSiteCell#OpenOnSiteCell' } },
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
              admin: { initCollapsed: true },
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
                  admin: { description: 'The picture of link previews on social networks.' },
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
  ],
}
