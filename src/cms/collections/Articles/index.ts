import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { publishedOrEditor } from '@/cms/access/published-or-editor'
import { withEnglishSource } from '@/cms/fields/english-source'
import { articlePath, validateArticleSlug } from '@/domain/articles/addresses'
import { ARTICLE_KIND_NAMES, ARTICLE_KINDS, isArticleKind } from '@/domain/articles/kinds'
import { DEFAULT_LOCALE, isLocale } from '@/domain/locales'
import { previewRouteHref } from '@/domain/preview/preview'

import { revalidateArticle, revalidateArticleOnDelete } from './hooks/revalidate-article'

/** Blog posts, help articles, webinars and news items: each at `{listing}/{slug}`, listed by the Article list block. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'slug', 'publishedAt', '_status'],
    group: 'Content',
    // The latest draft at its address, as visitors will see it once published.
    preview: ({ kind, slug }, { locale }) =>
      isArticleKind(kind) && typeof slug === 'string' && validateArticleSlug(slug) === true
        ? previewRouteHref(articlePath({ kind, slug }), isLocale(locale) ? locale : DEFAULT_LOCALE)
        : null,
  },
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  // The same rules as pages: visitors read what is published, marketers and admins edit.
  access: {
    create: isContentEditor,
    read: publishedOrEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  // A slug names one article of each kind: /blog/x and /helpcenter/x may both exist.
  indexes: [{ fields: ['kind', 'slug'], unique: true }],
  hooks: {
    afterChange: [revalidateArticle],
    afterDelete: [revalidateArticleOnDelete],
  },
  fields: withEnglishSource([
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'blog',
      options: ARTICLE_KIND_NAMES.map((kind) => ({ label: ARTICLE_KINDS[kind].label, value: kind })),
      admin: { position: 'sidebar', description: 'Decides where the article lives: /blog, /helpcenter, /webinars or /p/news.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      maxLength: 80,
      validate: (value: unknown) => validateArticleSlug(value),
      admin: { position: 'sidebar', description: 'The last part of its address, for example create-your-first-board.' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' }, description: 'The date shown with the article; lists are newest first.' },
    },
    { name: 'author', type: 'text', maxLength: 120, admin: { position: 'sidebar' } },
    {
      name: 'category',
      type: 'text',
      maxLength: 80,
      admin: { position: 'sidebar', description: 'A short topic such as Getting started or CRM.' },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
      admin: { description: 'One or two sentences for the list and for search results.' },
    },
    { name: 'picture', type: 'upload', relationTo: 'media' },
    {
      name: 'body',
      type: 'richText',
      required: true,
      localized: true,
      admin: { description: 'Sub-headings start at Heading 2: the article title is the only Heading 1.' },
    },
  ]),
}
