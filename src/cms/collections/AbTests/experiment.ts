import type { CollectionBeforeChangeHook, Field } from 'payload'

import { blockSwapFields } from '@/cms/fields/block-swap'
import { checkSwap, fail, pageVariantsWith } from '@/cms/page-variations/guards'
import { abTestByName } from '@/domain/ab/catalogue'
import { isSafeSitePath } from '@/domain/routing/redirects'
import { AB_CONVERSION_KINDS } from '@/domain/tracking/tracking'

/** A test the site's code does not know is an experiment marketers made: it needs a page and blocks. */
const isExperimentData = (data: { testName?: unknown } | undefined) =>
  typeof data?.testName === 'string' && data.testName !== '' && !abTestByName(data.testName)

const MAX_EXPERIMENT_NAME = 57

export const checkExperiment: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  if (!isExperimentData(merged)) {
    if (merged.page) fail('ab-tests', 'page', 'A test of the site’s code changes the pages its code names: leave the page empty.', req)
    return data
  }
  // A draft may be saved before its page and blocks are chosen; it changes nothing until it runs.
  const draft = merged.status === 'draft'
  if (draft && !merged.page) return data
  // `ab-{name}.{variant}` must fit a render variant's 60 characters.
  if (String(merged.testName).length > MAX_EXPERIMENT_NAME)
    fail('ab-tests', 'testName', `An experiment's name has at most ${MAX_EXPERIMENT_NAME} characters.`, req)
  if ((merged.variants?.length ?? 0) !== 2) fail('ab-tests', 'variants', 'An experiment has two variants: the control and the new one.', req)
  const pageId = await checkSwap('ab-tests', merged, req, { blocksRequired: !draft })
  if (!draft && merged.goal === 'page_reached' && !merged.goalPath) fail('ab-tests', 'goalPath', 'Give the page whose visit counts as the goal.', req)
  if (merged.status === 'running') {
    const tooMany = await pageVariantsWith(pageId, { experimentVariants: 2, except: { collection: 'ab-tests', id: originalDoc?.id } }, req)
    if (tooMany) fail('ab-tests', 'status', tooMany, req)
  }
  return data
}

export const experimentFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Experiment on a page',
    admin: {
      condition: (data) => isExperimentData(data),
      description: 'A test with a name the site’s code does not know is an experiment of your own: the new variant shows these blocks on the page.',
    },
    fields: [
      {
        // Stores nothing.
        name: 'experimentPanel',
        type: 'ui',
        admin: { disableListColumn: true, components: { Field: '/src/cms/admin/experiments/ExperimentPanel#ExperimentPanel' } },
      },
      {
        type: 'row',
        fields: [
          { name: 'page', type: 'relationship', relationTo: 'pages', admin: { width: '50%' } },
          {
            name: 'audience',
            type: 'relationship',
            relationTo: 'audiences',
            admin: { width: '50%', description: 'Empty: every visitor of the page.' },
          },
        ],
      },
      {
        name: 'goal',
        type: 'select',
        defaultValue: 'signup_click',
        options: AB_CONVERSION_KINDS.map((kind) => ({ value: kind, label: kind.replaceAll('_', ' ') })),
        admin: { description: 'What counts as a conversion. Visitors the product already knows take no part in a sign-up experiment.' },
      },
      {
        name: 'goalPath',
        label: 'Goal page',
        type: 'text',
        maxLength: 200,
        admin: { condition: (_data, siblingData) => siblingData?.goal === 'page_reached', description: 'The page whose visit counts, such as /pricing.' },
        validate: (value: unknown) =>
          value === null || value === undefined || value === '' || isSafeSitePath(value) ? true : 'Use a path of this site, such as /pricing.',
      },
      ...blockSwapFields('What the new variant shows.'),
      {
        name: 'promotedAt',
        type: 'date',
        admin: { readOnly: true, description: 'When the new variant became the page’s own content.', condition: (data) => Boolean(data?.promotedAt) },
      },
    ],
  },
]
