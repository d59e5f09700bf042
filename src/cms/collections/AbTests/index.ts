import { type CollectionBeforeChangeHook, type CollectionConfig, ValidationError } from 'payload'

import { rowLabel } from '@/cms/admin/row-labels'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { AB_TEST_STATUSES, abTestByName, validateTrafficSplit, variantsMatchCode } from '@/domain/ab/catalogue'
import { LOCALES } from '@/domain/locales'
import { isSafeSitePath } from '@/domain/routing/redirects'
import { refreshPageVariationsAfterChange, refreshPageVariationsAfterDelete } from '@/cms/hooks/revalidate'

import { checkExperiment, experimentFields } from './experiment'
import { promoteWinnerHandler } from './promote'

type Variant = { name?: string | null; traffic?: number | null }

const variantSplit = (value: unknown, { data }: { data: { testName?: string | null } }) => {
  const variants = (Array.isArray(value) ? value : []) as Variant[]
  const names = variants.map((variant) => variant.name ?? '')
  const repeated = names.find((name, index) => names.indexOf(name) !== index)
  if (repeated !== undefined) return `The variant name "${repeated}" is used twice.`
  // The site renders the variants its code knows: renamed ones would show nothing (or no page).
  const code = data.testName ? abTestByName(data.testName) : undefined
  if (code && !variantsMatchCode(code.testName, names)) {
    return `This test's variants are ${code.variants.join(', ')}, in that order (control first): the site's pages are built for those.`
  }
  return validateTrafficSplit(Object.fromEntries(variants.map((variant) => [variant.name ?? '', variant.traffic ?? 0])))
}

/** Each running test doubles the cached versions of the pages it changes: a cap keeps the cache, and the results, manageable. */
export const MAX_RUNNING_TESTS = 8

const limitRunningTests: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data.status !== 'running' || originalDoc?.status === 'running') return data
  const { totalDocs } = await req.payload.count({ collection: 'ab-tests', where: { status: { equals: 'running' } }, req, overrideAccess: true })
  if (totalDocs >= MAX_RUNNING_TESTS) {
    throw new ValidationError({
      collection: 'ab-tests',
      errors: [{ path: 'status', message: `At most ${MAX_RUNNING_TESTS} tests can run at once: pause or finish one first.` }],
    })
  }
  return data
}

export const AbTests: CollectionConfig = {
  slug: 'ab-tests',
  labels: { singular: 'A/B test', plural: 'A/B tests' },
  admin: { useAsTitle: 'testName', group: 'Marketing', defaultColumns: ['testName', 'status', 'startsAt', 'endsAt'] },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  // The proxy assigns visitors from its snapshot: a start, a pause or a new split reaches it within seconds.
  // An experiment's blocks are read by the pages it changes.
  hooks: {
    beforeChange: [limitRunningTests, checkExperiment],
    afterChange: [refreshPageVariationsAfterChange],
    afterDelete: [refreshPageVariationsAfterDelete],
  },
  endpoints: [{ path: '/:id/promote', method: 'post', handler: promoteWinnerHandler }],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'testName',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          maxLength: 80,
          admin: { width: '50%', description: 'Stable name used in cookies and reports, e.g. homepage_price_per_seat.' },
          validate: (value: unknown) =>
            typeof value === 'string' && /^[a-z][a-z0-9_]*$/.test(value) ? true : 'Use lowercase letters, digits and underscores.',
        },
        { name: 'newVariation', type: 'text', required: true, maxLength: 80, admin: { width: '50%' } },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    ...experimentFields,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: AB_TEST_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'winner',
      type: 'text',
      maxLength: 40,
      admin: {
        position: 'sidebar',
        description: 'When the test is finished, everyone sees this variant. Empty: the control.',
        condition: (data) => data?.status === 'finished',
      },
      validate: (value: unknown, { data }: { data: { variants?: Variant[] | null } }) =>
        !value || (data.variants ?? []).some((variant) => variant.name === value) ? true : 'Name one of the test’s variants.',
    },
    {
      // Stores nothing.
      name: 'previewLinks',
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/src/cms/admin/preview/AbTestPreviewLinks#AbTestPreviewLinks' } },
    },
    { name: 'startsAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'endsAt',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: unknown } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) > new Date(String(siblingData.startsAt)) ? true : 'The end must come after the start.',
    },
    {
      name: 'variants',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 6,
      validate: variantSplit,
      admin: {
        description: 'The first variant is the control. Traffic shares must add up to 100.',
        components: { RowLabel: rowLabel({ singular: 'Variant', fields: ['name'] }) },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              type: 'text',
              required: true,
              maxLength: 40,
              admin: { width: '50%' },
              validate: (value: unknown) => (typeof value === 'string' && /^[a-z0-9_-]+$/.test(value) ? true : 'Use lowercase letters, digits, - and _.'),
            },
            { name: 'traffic', type: 'number', required: true, min: 0, max: 100, admin: { width: '50%', description: 'Percent of visitors.' } },
          ],
        },
      ],
    },
    {
      name: 'paths',
      type: 'text',
      hasMany: true,
      admin: { description: 'Pages the test runs on, such as /pricing; empty means every page.' },
      validate: (value: unknown) =>
        value === null || value === undefined || (Array.isArray(value) && value.every(isSafeSitePath)) ? true : 'Use paths of this site, such as /pricing.',
    },
    {
      // Not `locales`: Payload keeps a localized collection's translations in `<slug>_locales`.
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: LOCALES.map(({ code, name }) => ({ value: code, label: name })),
      admin: { description: 'Languages the test runs in; empty means all.' },
    },
    {
      // Stores nothing.
      name: 'results',
      type: 'ui',
      label: 'Results',
      admin: { disableListColumn: true, components: { Field: '/src/cms/admin/ab-results/AbResultsField#AbResultsField' } },
    },
  ],
}
