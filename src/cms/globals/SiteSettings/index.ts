import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { isAdmin } from '@/cms/access/is-admin'
import { CACHE_TAGS } from '@/cms/cache-tags'
import { refreshProxySnapshotAfterGlobalChange, refreshTagAfterGlobalChange } from '@/cms/hooks/revalidate'
import { DEFAULT_UNAPPROVED_COOKIE_POLICY } from '@/domain/consent/cookie-policy'
import { DEFAULT_COOKIE_POLICY_VERSION } from '@/domain/consent/consent'
import { CONSENT_REQUIRED_COUNTRIES, DEFAULT_COUNTRY, isCountryCode } from '@/domain/countries'

const https = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'string' && /^https:\/\/[^\s/]+(\/\S*)?$/.test(value))
    ? true
    : 'Enter a full https:// address.'

const hostName = (value: unknown) =>
  Array.isArray(value) && value.every((host) => typeof host === 'string' && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host))
    ? true
    : 'Enter host names only, such as community.example.com.'

const countryCodes = (value: unknown) => (Array.isArray(value) && value.every(isCountryCode) ? true : 'Use two-letter country codes such as DE.')

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  // Public on purpose: the browser needs the hosts and the consent countries.
  hooks: { afterChange: [refreshTagAfterGlobalChange(CACHE_TAGS.siteChrome), refreshProxySnapshotAfterGlobalChange] },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'brandName', type: 'text', required: true, defaultValue: 'Orbit', maxLength: 60 },
        {
          name: 'brandSlug',
          type: 'text',
          required: true,
          defaultValue: 'orbit',
          validate: (value: unknown) =>
            typeof value === 'string' && /^[a-z][a-z0-9-]{1,30}$/.test(value) ? true : 'Use lowercase letters, digits and dashes.',
        },
      ],
    },
    {
      name: 'defaultCountry',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_COUNTRY,
      validate: (value: unknown) => (isCountryCode(value) ? true : 'Use a two-letter country code such as US.'),
      admin: { description: 'Used when a visitor’s country is unknown.' },
    },
    {
      name: 'shareImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The picture of link previews for pages that have none of their own (1200 × 630 works best).' },
    },
    {
      name: 'hosts',
      type: 'group',
      admin: { description: 'Addresses of the other sites the website links to.' },
      fields: [
        {
          name: 'auth',
          type: 'text',
          required: true,
          defaultValue: 'https://auth.orbit.example',
          validate: https,
          admin: { description: 'Login, sign-up and email verification.' },
        },
        { name: 'microfrontends', type: 'text', validate: https },
        { name: 'community', type: 'text', validate: https },
        { name: 'investors', type: 'text', validate: https },
        { name: 'appStore', type: 'text', label: 'App Store', validate: https },
        { name: 'googlePlay', type: 'text', label: 'Google Play', validate: https },
      ],
    },
    {
      name: 'consentCountries',
      type: 'text',
      hasMany: true,
      defaultValue: [...CONSENT_REQUIRED_COUNTRIES],
      validate: countryCodes,
      admin: {
        description:
          'Visitors from these countries are asked before any analytics or marketing cookie. The EU, the EEA and the UK are always asked: countries added here are asked too.',
      },
    },
    {
      name: 'cookiePolicyVersion',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_COOKIE_POLICY_VERSION,
      min: 1,
      max: 999_999, // the consent cookie holds six digits
      admin: {
        step: 1,
        description: 'Raising it asks every visitor again: a choice made under an older version no longer counts. Raise it when the cookie policy changes.',
      },
      validate: (value: unknown) => (Number.isInteger(value) && (value as number) >= 1 ? true : 'Use a whole number from 1.'),
    },
    {
      name: 'unapprovedCookies',
      label: 'Cookies the visitor has not allowed',
      type: 'radio',
      required: true,
      defaultValue: DEFAULT_UNAPPROVED_COOKIE_POLICY,
      options: [
        { value: 'block', label: 'Block them everywhere' },
        { value: 'set', label: 'Set them anyway, as the specification does (the default)' },
      ],
      admin: {
        description:
          'A cookie whose category (functional, analytics, marketing) the visitor has not allowed. “Set them anyway”: outside the consent countries the cookie is set, so offers and preferences still work for visitors who never answered. “Block them everywhere”: it is not set anywhere. In the consent countries such cookies are always blocked, as the law expects. Either way each attempt is reported as a not-approved cookie.',
      },
    },
    {
      name: 'redirectHosts',
      type: 'text',
      hasMany: true,
      defaultValue: [],
      validate: hostName,
      admin: { description: 'The only other sites that CMS redirects may send visitors to.' },
    },
  ],
}
