import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/cms/access/isAdmin'
import { isAdminOrSelf } from '@/cms/access/isAdminOrSelf'
import { isStaff } from '@/cms/access/isStaff'
import { equalLoginWork } from '@/cms/hooks/equalLoginWork'
import { refuseNonTextEmail } from '@/cms/hooks/refuseNonTextEmail'
import { ROLE_LABELS, ROLES } from '@/domain/roles'

import { keepOneAdmin, keepOneAdminOnDelete } from './hooks/keepOneAdmin'
import { makeFirstUserAdmin } from './hooks/makeFirstUserAdmin'
import { refuseBulkChanges } from './hooks/refuseBulkChanges'

const FIFTEEN_MINUTES = 15 * 60 * 1000

type Options = {
  /** Browsers drop Secure cookies on plain http, so this follows the site's own scheme. */
  secureCookies: boolean
}

/** Staff accounts of the admin: admins, marketers and moderators. */
export const Users = ({ secureCookies }: Options): CollectionConfig => ({
  slug: 'users',
  auth: {
    maxLoginAttempts: 5,
    lockTime: FIFTEEN_MINUTES,
    tokenExpiration: 8 * 60 * 60, // one working day, in seconds
    cookies: { sameSite: 'Lax', secure: secureCookies },
  },
  // A copy of a user would share its email and could smuggle roles; create users afresh.
  disableDuplicate: true,
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
    beforeOperation: [refuseBulkChanges, refuseNonTextEmail, equalLoginWork],
    beforeChange: [makeFirstUserAdmin, keepOneAdmin],
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
