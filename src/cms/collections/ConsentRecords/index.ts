import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/cms/access/isAdmin'
import { nobody } from '@/cms/access/nobody'
import { CONSENT_CATEGORIES } from '@/domain/consent'
import { LOCALES } from '@/domain/locales'

/**
 * Proof of each cookie choice a visitor made (RELIABILITY.md, “Consent”: time, country,
 * categories, policy version). Written only by POST /api/consent; nobody edits them.
 *
 * Data minimisation (GDPR art. 5(1)(c)): no IP address, no user agent, no visitor id. The
 * record has to show that choices are asked for and honoured: when, where from (country only),
 * under which policy and what was chosen. An address or a browser fingerprint would add nothing
 * to that proof and would turn it into personal data that follows people, the very thing many
 * of them have just refused. The random choice id identifies the request, not the person: it
 * keeps a resent request from being stored twice.
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
    // Only the site's endpoint creates records, through the local API.
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
