import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { equalLoginWork } from '@/cms/hooks/equalLoginWork'
import { refuseNonTextEmail } from '@/cms/hooks/refuseNonTextEmail'
import { isAdmin, isAdminField } from '@/cms/access/isAdmin'
import { isAdminOrSelfMember } from '@/cms/access/isAdminOrSelfMember'
import { LOCALES } from '@/domain/locales'
import { MEMBER_LOCK_TIME_MS, MEMBER_MAX_LOGIN_ATTEMPTS, MEMBER_NAME_MAX_LENGTH, MEMBER_RESET_LINK_MS, MEMBER_SESSION_SECONDS } from '@/domain/template-members'

import { resetEmails, verifyEmails } from './emails'
import { memberEndpoints } from './endpoints'
import { checkPassword } from './hooks/checkPassword'
import { countFailedLogins } from './hooks/countFailedLogins'
import { limitAccountRequests } from './hooks/limitAccountRequests'

type Options = {
  /** Browsers drop Secure cookies on plain http, so this follows the site's own scheme. */
  secureCookies: boolean
  /** Named in the account emails. */
  brandName: string
}

const noAccess = () => false

/**
 * Community members: the people who share templates on the site. Not staff: they never get
 * into the admin (`admin.user` stays 'users'), and every staff check refuses them (see
 * access/accounts.ts). They sign up themselves with an email, a password and a name, confirm
 * the address from an email, and read and change only their own account.
 *
 * Staff and members share Payload's one session cookie (`payload-token`); its signed token
 * names the collection, so a member's session is never a staff one and the other way round.
 * Logging in as one replaces the other's session in the same browser.
 */
export const Members = ({ secureCookies, brandName }: Options): CollectionConfig => ({
  slug: 'members',
  labels: { singular: 'Community member', plural: 'Community members' },
  auth: {
    verify: verifyEmails({ brandName }),
    forgotPassword: { expiration: MEMBER_RESET_LINK_MS, ...resetEmails({ brandName }) },
    maxLoginAttempts: MEMBER_MAX_LOGIN_ATTEMPTS,
    lockTime: MEMBER_LOCK_TIME_MS,
    tokenExpiration: MEMBER_SESSION_SECONDS,
    cookies: { sameSite: 'Lax', secure: secureCookies },
  },
  // A copy would share the email; accounts are made by signing up.
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
  // The limits come first: a flood is refused before a password is hashed or an email sent.
  // Failed logins are counted after Payload refuses them, successful ones never. A wrong password
  // costs the same work whether or not the account exists (equalLoginWork).
  hooks: { beforeOperation: [limitAccountRequests, refuseNonTextEmail, checkPassword, equalLoginWork], afterError: [countFailedLogins] },
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
      // Members have no staff roles. The field exists, always empty and never stored or set, so that
      // every role check written for staff (`hasRole(user.roles, …)`) reads a member as no role at all.
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
