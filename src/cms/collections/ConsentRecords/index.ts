import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/cms/access/is-admin'
import { nobody } from '@/cms/access/nobody'
import { CONSENT_CATEGORIES } from '@/domain/consent/consent'
import { LOCALES } from '@/domain/locales'

/**
 * Proof of each cookie choice: time, country, categories, policy version; written only by POST /api/consent.
 * No IP, user agent or visitor id: see docs/decisions/0009-consent-records-without-personal-data.md.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Consent record', plural: 'Consent records' },
  admin: {
    useAsTitle: 'choiceId',
    group: 'Privacy',
    defaultColumns: ['chosenAt', 'country', 'granted', 'policyVersion', 'gpc'],
    description: 'Every cookie choice visitors made, as proof. Written by the site, never edited.',
  },
  defaultSort: '-chosenAt',
  access: {
    read: isAdmin,
    create: nobody,
    update: nobody,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'choiceId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 36,
      admin: { readOnly: true, description: 'A random id the browser made for this choice, so a resent request is stored once.' },
    },
    { name: 'chosenAt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'country',
      type: 'text',
      required: true,
      index: true,
      minLength: 2,
      maxLength: 2,
      admin: { readOnly: true, description: 'From the trusted edge header, never from the visitor.' },
    },
    {
      name: 'granted',
      type: 'group',
      admin: { description: 'The categories the visitor allowed; necessary cookies never ask.' },
      fields: CONSENT_CATEGORIES.map((category) => ({
        name: category,
        type: 'checkbox' as const,
        required: true,
        defaultValue: false,
        admin: { readOnly: true },
      })),
    },
    { name: 'policyVersion', type: 'number', required: true, min: 1, admin: { readOnly: true } },
    {
      name: 'gpc',
      label: 'Global Privacy Control',
      type: 'checkbox',
      required: true,
      defaultValue: false,
      admin: { readOnly: true, description: 'The browser signalled an opt-out of marketing.' },
    },
    { name: 'locale', type: 'select', required: true, options: LOCALES.map(({ code, name }) => ({ value: code, label: name })), admin: { readOnly: true } },
  ],
}
