import { type Endpoint, Forbidden, type PayloadRequest, verifyEmailOperation } from 'payload'

import { clientKey } from '@/domain/client-key'
import { validateAccountForm } from '@/domain/community-accounts'
import { isLocale } from '@/domain/locales'
import { env } from '@/infrastructure/env'
import { consumeMemberAction } from '@/infrastructure/member-limits'

import { findMemberByEmail } from '../findMemberByEmail'
import { tooManyRequests } from '../hooks/tooManyRequests'
import { signUpOfExistingAddress } from '../signUpOfExistingAddress'

/*
 * Endpoints that take the place of Payload's own of the same method and path (a collection's
 * endpoints are matched before the built-in ones).
 */

/**
 * Payload offers /first-register on every auth collection while it is empty, and the account it
 * makes is verified and logged in at once: members sign up and confirm their address instead.
 */
const noFirstRegister: Endpoint = {
  path: '/first-register',
  method: 'post',
  handler: (req) => {
    throw new Forbidden(req.t)
  },
}

/** Payload's POST /verify/{token}, within the per-address limit of account actions. */
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

/** Payload's own handler of a method and path of this collection, which ours stand in front of. */
function builtIn(req: PayloadRequest, method: Endpoint['method'], path: string, ours: Endpoint): Endpoint['handler'] {
  const endpoints = req.payload.collections.members.config.endpoints || []
  const endpoint = endpoints.find((each) => each !== ours && each.method === method && each.path === path)
  if (!endpoint) throw new Error(`Payload has no ${method} ${path} endpoint for members`)
  return endpoint.handler
}

/**
 * The fields a sign-up sends, read from a copy of the body: Payload's own handler reads the
 * body itself afterwards. Anything unreadable is left for that handler to refuse.
 */
async function peekData(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const copy = Request.prototype.clone.call(req) as Request
    const type = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    const form = type === 'multipart/form-data' ? await copy.formData() : undefined
    const data: unknown = form ? JSON.parse(String(form.get('_payload') ?? '{}')) : type === 'application/json' ? await copy.json() : {}
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The answer to every sign-up by anyone but staff: the same for a new address and a taken one. */
const SIGN_UP_ANSWER = { message: 'Check your inbox: we sent a link to confirm the address.' }

/** A sign-up the built-in create would refuse for its fields alone, before it looks at the address. */
function refusedForItsFields(data: Record<string, unknown>): boolean {
  const checked = validateAccountForm('join', { name: data.name, email: data.email, password: data.password })
  return !checked.ok || (data.locale !== undefined && data.locale !== null && !isLocale(data.locale))
}

/**
 * Signing up over REST (POST /api/members) tells nobody whether an address has an account:
 * anyone but staff gets 202 and the same sentence after the same work, and the owner of a taken
 * address hears of it by email (as the site's join form does). Refused fields still get Payload's
 * 400, which it gives before it looks at the address. Staff making members in the admin get
 * Payload's own create and its document.
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

export const memberEndpoints: Endpoint[] = [signUp, noFirstRegister, verifyWithinLimit]
