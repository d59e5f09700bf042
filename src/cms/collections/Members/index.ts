import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { endOtherSessions, notePasswordChange } from '@/cms/hooks/end-other-sessions'
import { equalLoginWork } from '@/cms/hooks/equal-login-work'
import { refuseNonTextEmail } from '@/cms/hooks/refuse-non-text-email'
import { isAdmin, isAdminField } from '@/cms/access/is-admin'
import { isAdminOrSelfMember } from '@/cms/access/is-admin-or-self-member'
import { LOCALES } from '@/domain/locales'
import { MEMBER_NAME_MAX_LENGTH, MEMBER_RESET_LINK_MS, MEMBER_SESSION_SECONDS } from '@/domain/community/members'

import { resetEmails, verifyEmails } from './emails'
import { memberEndpoints } from './endpoints'
import { checkPassword } from './hooks/check-password'
import { limitAccountRequests } from './hooks/limit-account-requests'
import { requireCurrentPassword } from './hooks/require-current-password'

type Options = {
  /** Browsers drop Secure cookies on plain http, so this follows the site's own scheme. */
  secureCookies: boolean
  brandName: string
}

const noAccess = () => false

/**
 * Community members: never in the admin, refused by every staff check (access/accounts.ts). They share Payload's session
 * cookie with staff; the signed token names the collection, so one session is never the other.
 */
export const Members = ({ secureCookies, brandName }: Options): CollectionConfig => ({
  slug: 'members',
  labels: { singular: 'Community member', plural: 'Community members' },
  auth: {
    verify: verifyEmails({ brandName }),
    forgotPassword: { expiration: MEMBER_RESET_LINK_MS, ...resetEmails({ brandName }) },
    // Failed logins are limited per address and per account instead (src/cms/hooks/limit-logins.ts).
    maxLoginAttempts: 0,
    tokenExpiration: MEMBER_SESSION_SECONDS,
    cookies: { sameSite: 'Lax', secure: secureCookies },
  },
  disableDuplicate: true,
  admin: {
    useAsTitle: 'email',
    group: 'Community',
    defaultColumns: ['email', 'name', 'locale', '_verified', 'createdAt'],
  },
  access: {
    // Never the admin, whatever else changes: members use the site.
    admin: noAccess,
    // Signing up. Only the email, the password, the name and the language can be set (field access).
    create: anyone,
    read: isAdminOrSelfMember,
    update: isAdminOrSelfMember,
    delete: isAdmin,
    unlock: isAdmin,
  },
  // The limits come first, so a flood is refused before a password is hashed or an email sent.
  hooks: {
    beforeOperation: [limitAccountRequests, refuseNonTextEmail, checkPassword, requireCurrentPassword, equalLoginWork, notePasswordChange],
    afterChange: [endOtherSessions],
  },
  endpoints: memberEndpoints,
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: MEMBER_NAME_MAX_LENGTH, admin: { description: 'Shown with the member’s templates.' } },
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: LOCALES.map(({ code, nativeName }) => ({ value: code, label: nativeName })),
      admin: { description: 'The language of the emails the member gets.' },
    },
    // Payload's own email field, with one change: the address is the account; only an admin changes it.
    { name: 'email', type: 'email', required: true, access: { update: isAdminField } },
    // Payload's own flag: set by the verification link. Payload lets any signed-in user set it; only admins here.
    { name: '_verified', type: 'checkbox', access: { create: isAdminField, update: isAdminField } },
    {
      // Always empty and never stored, so every staff role check reads a member as having no role.
      name: 'roles',
      type: 'text',
      hasMany: true,
      virtual: true,
      access: { create: noAccess, update: noAccess },
      hooks: { afterRead: [() => []] },
      admin: { hidden: true },
    },
  ],
})
