import { type Field, type FieldHook, type GroupField, ValidationError } from 'payload'

import { isUnsafeLinkTarget } from '@/domain/routing/links'
import { validateRedirectTarget } from '@/domain/routing/redirects'

/** Where a link may go: a safe path on this site, or any https address a visitor chooses to follow. */
export const validateLinkUrl = (value: unknown): true | string =>
  typeof value === 'string' && /^https:\/\/[^\s/]+/i.test(value) ? true : validateRedirectTarget(value, [])

/**
 * Payload skips field validation for drafts, and the preview renders drafts: every save refuses an address that leaves for
 * another scheme or host. What is still being typed waits for the publish, which validates it.
 */
export const refuseUnsafeLinkUrl: FieldHook = ({ value, path, req, collection, global }) => {
  if (!isUnsafeLinkTarget(value)) return value
  const message = `A link may go to a path on this site or an https:// address, not "${String(value).slice(0, 60)}".`
  throw new ValidationError({ collection: collection?.slug, global: global?.slug, errors: [{ path: path.join('.'), message }], req })
}

export function linkUrlField(overrides: { label?: string; description?: string; width?: string } = {}): Field {
  return {
    name: 'url',
    type: 'text',
    label: overrides.label,
    required: true,
    maxLength: 2000,
    admin: { width: overrides.width, description: overrides.description },
    validate: validateLinkUrl,
    hooks: { beforeChange: [refuseUnsafeLinkUrl] },
  }
}

type LinkOptions = {
  name?: string
  label?: string
  extraFields?: Field[]
  localizedText?: boolean
}

/** Shared by menus, footer groups and mini-sites. */
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
          linkUrlField({ width: '50%', description: 'A path such as /pricing, or a full https:// address.' }),
        ],
      },
      { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false },
      ...extraFields,
    ],
  }
}
