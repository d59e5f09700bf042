import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload'

import { isContentEditor } from '@/cms/access/is-content-editor'
import { refreshProxySnapshotAfterChange, refreshProxySnapshotAfterDelete } from '@/cms/hooks/revalidate'
import { isCountryCode } from '@/domain/countries'
import { LOCALES } from '@/domain/locales'
import { DEVICE_CLASSES } from '@/domain/personalisation/audience'
import { TEAM_CLUSTERS, TEAM_INDUSTRIES } from '@/domain/personalisation/team-choice'

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1).replaceAll('_', ' ') }))

const countryCodes = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.every((code) => typeof code === 'string' && isCountryCode(code)))
    ? true
    : 'Use two-letter country codes in capitals, such as DE or US.'

/** A rule or experiment without its audience would reach every visitor: an audience in use stays. */
const keepAudienceInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { audience: { equals: id } }
  const [rules, experiments] = await Promise.all([
    req.payload.count({ collection: 'personalisations', where, req, overrideAccess: true }),
    req.payload.count({ collection: 'ab-tests', where, req, overrideAccess: true }),
  ])
  if (rules.totalDocs + experiments.totalDocs > 0) {
    throw new APIError(
      `This audience is used by ${rules.totalDocs} personalisation rule(s) and ${experiments.totalDocs} experiment(s): choose another audience there first.`,
      409,
      undefined,
      true,
    )
  }
}

/** Visitors marketers aim experiments and personalisation rules at; every condition set must hold. */
export const Audiences: CollectionConfig = {
  slug: 'audiences',
  labels: { singular: 'Audience', plural: 'Audiences' },
  admin: { useAsTitle: 'name', group: 'Marketing', defaultColumns: ['name', 'countries', 'languages', 'device', 'visitors'] },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  // Rules that use it reach the proxy with it.
  hooks: { beforeDelete: [keepAudienceInUse], afterChange: [refreshProxySnapshotAfterChange], afterDelete: [refreshProxySnapshotAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 80, admin: { description: 'For example “Germany, marketing teams, returning”.' } },
    {
      name: 'countries',
      type: 'text',
      hasMany: true,
      validate: countryCodes,
      hooks: {
        beforeValidate: [({ value }) => (Array.isArray(value) ? value.map((code) => (typeof code === 'string' ? code.trim().toUpperCase() : code)) : value)],
      },
      admin: { description: 'Two-letter codes, such as DE. Empty: any country.' },
    },
    {
      // Not `locales`: Payload keeps a localized collection's translations in `<slug>_locales`.
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: LOCALES.map(({ code, name }) => ({ value: code, label: name })),
      admin: { description: 'The language of the page. Empty: any.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'device',
          type: 'select',
          required: true,
          defaultValue: 'any',
          options: options(['any', ...DEVICE_CLASSES]),
          admin: { width: '50%', description: 'Phones and tablets count as mobile.' },
        },
        {
          name: 'visitors',
          type: 'select',
          required: true,
          defaultValue: 'any',
          options: options(['any', 'new', 'returning']),
          admin: { width: '50%', description: 'Returning: back from an earlier visit (where analytics is allowed).' },
        },
      ],
    },
    {
      name: 'clusters',
      label: 'Teams',
      type: 'select',
      hasMany: true,
      options: options(TEAM_CLUSTERS),
      admin: { description: 'The team the visitor picked in “What does your team do?”. Empty: any, or none picked.' },
    },
    {
      name: 'industries',
      type: 'select',
      hasMany: true,
      options: options(TEAM_INDUSTRIES),
      admin: { description: 'The industry the visitor picked. Empty: any, or none picked.' },
    },
  ],
}
