import type { Field, GroupField } from 'payload'

import { validateRedirectTarget } from '@/domain/redirects'

/** Where a link may go: a safe path on this site, or any https address a visitor chooses to follow. */
export const validateLinkUrl = (value: unknown): true | string =>
  typeof value === 'string' && /^https:\/\/[^\s/]+/i.test(value) ? true : validateRedirectTarget(value, [])

type LinkOptions = {
  name?: string
  label?: string
  /** Extra fields after url and text, such as a mini-site link's isPricingPage. */
  extraFields?: Field[]
  localizedText?: boolean
}

/**
 * A link as marketers write it: the text people read and where it goes (a path on this
 * site or a full https address). Shared by menus, footer groups and mini-sites.
 */
export function link({ name = 'link', label, extraFields = [], localizedText = true }: LinkOptions = {}): GroupField {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'text', type: 'text', required: true, localized: localizedText, maxLength: 120, admin: { width: '50%' } },
          {
            name: 'url',
            type: 'text',
            required: true,
            maxLength: 2000,
            admin: { width: '50%', description: 'A path such as /pricing, or a full https:// address.' },
            validate: validateLinkUrl,
          },
        ],
      },
      { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false },
      ...extraFields,
    ],
  }
}
