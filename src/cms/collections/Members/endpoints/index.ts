import { type Endpoint, Forbidden, type PayloadRequest, verifyEmailOperation } from 'payload'

import { clientKey } from '@/domain/client-key'
import { validateAccountForm } from '@/domain/community/accounts'
import { isLocale } from '@/domain/locales'
import { env } from '@/infrastructure/env'
import { consumeMemberAction } from '@/infrastructure/member-limits'

import { forgotPasswordEndpoint } from '@/cms/accounts/password-reset'
import { peekData } from '@/cms/accounts/peek-data'

import { findMemberByEmail } from '../find-member-by-email'
import { tooManyRequests } from '@/cms/hooks/too-many-requests'
import { signUpOfExistingAddress } from '../sign-up-of-existing-address'

/* These take the place of Payload's own endpoints of the same method and path (a collection's endpoints match first). */

/** Payload's /first-register makes a verified, logged-in account while the collection is empty: members sign up instead. */
const noFirstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: (req) => {
    throw new Forbidden(req.t)
  },
}

const verifyWithinLimit: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: async (req) => {
    const verdict = await consumeMemberAction('verify', clientKey(req.headers))
    if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
    const token = typeof req.routeParams?.id === 'string' ? req.routeParams.id : ''
    await verifyEmailOperation({ collection: req.payload.collections.members, req, token })
    return Response.json({ message: req.t('authentication:accountVerified') }, { status: 200 })
  },
}

function builtIn(req: PayloadRequest, method: Endpoint['method'], path: string, ours: Endpoint): Endpoint['handler'] {
  const endpoints = req.payload.collections.members.config.endpoints || []
  const endpoint = endpoints.find((each) => each !== ours && each.method === method && each.path === path)
  if (!endpoint) throw new Error(`Payload has no ${method} ${path} endpoint for members`)
  return endpoint.handler
}

/** The same answer for a new address and a taken one. */
const SIGN_UP_ANSWER = { message: 'Check your inbox: we sent a link to confirm the address.' }

/** Payload refuses these for their fields before it looks at the address, so refusing them reveals nothing. */
function refusedForItsFields(data: Record<string, unknown>): boolean {
  const checked = validateAccountForm('join', { name: data.name, email: data.email, password: data.password })
  return !checked.ok || (data.locale !== undefined && data.locale !== null && !isLocale(data.locale))
}

/**
 * Signing up tells nobody whether an address has an account: 202 and the same sentence after the same work; the owner
 * of a taken address hears by email. Staff creating members in the admin get Payload's own create.
 */
const signUp: Endpoint = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const create = builtIn(req, 'post', '/', signUp)
    if (req.user?.collection === 'users') return create(req)
    const data = await peekData(req)
    const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
    if (email && !refusedForItsFields(data) && (await findMemberByEmail(req.payload, email))) {
      const address = clientKey(req.headers)
      const verdict = await consumeMemberAction('join', address, email)
      if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
      await signUpOfExistingAddress(req.payload, { email, password: data.password, address, brandName: env().brand.name })
      return Response.json(SIGN_UP_ANSWER, { status: 202 })
    }
    const response = await create(req)
    return response.status === 201 ? Response.json(SIGN_UP_ANSWER, { status: 202 }) : response
  },
}

export const memberEndpoints: Endpoint[] = [signUp, noFirstRegister, verifyWithinLimit, forgotPasswordEndpoint('members')]
