import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/cms/access/is-admin'
import { isAdminOrSelf } from '@/cms/access/is-admin-or-self'
import { isStaff } from '@/cms/access/is-staff'
import { forgotPasswordEndpoint } from '@/cms/accounts/password-reset'
import { endOtherSessions, notePasswordChange } from '@/cms/hooks/end-other-sessions'
import { equalLoginWork } from '@/cms/hooks/equal-login-work'
import { refuseNonTextEmail } from '@/cms/hooks/refuse-non-text-email'
import { ROLE_LABELS, ROLES } from '@/domain/staff/roles'

import { keepOneAdmin, keepOneAdminOnDelete } from './hooks/keep-one-admin'
import { makeFirstUserAdmin } from './hooks/make-first-user-admin'
import { refuseBulkChanges } from './hooks/refuse-bulk-changes'

type Options = {
  /** Browsers drop Secure cookies on plain http, so this follows the site's own scheme. */
  secureCookies: boolean
}

/**
 * Failed logins are limited per address and account (src/cms/hooks/limit-logins.ts) instead of Payload's lock, which anyone
 * could set on any account and whose message told which addresses exist.
 */
export const Users = ({ secureCookies }: Options): CollectionConfig => ({
  slug: 'users',
  auth: {
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60, // one working day, in seconds
    cookies: { sameSite: 'Lax', secure: secureCookies },
  },
  // A copy of a user would share its email and could smuggle roles; create users afresh.
  disableDuplicate: true,
  // The reset link is emailed from the job queue, after the answer (src/cms/accounts/password-reset.ts).
  endpoints: [forgotPasswordEndpoint('users')],
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Settings',
  },
  access: {
    admin: isStaff,
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    // A wrong password costs the same work whether or not the account exists.
    beforeOperation: [refuseBulkChanges, refuseNonTextEmail, equalLoginWork, notePasswordChange],
    beforeChange: [makeFirstUserAdmin, keepOneAdmin],
    afterChange: [endOtherSessions],
    beforeDelete: [keepOneAdminOnDelete],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['marketer'],
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      saveToJWT: true,
      // Field-level, so it holds for the REST API, the admin and duplication alike.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        description: 'Admins manage users; marketers edit site content; moderators review templates.',
      },
    },
  ],
})
