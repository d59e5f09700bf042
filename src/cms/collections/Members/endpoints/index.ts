import { type Endpoint, Forbidden, verifyEmailOperation } from 'payload'

import { clientKey } from '@/domain/client-key'
import { consumeMemberAction } from '@/server/member-limits'

import { tooManyRequests } from '../hooks/tooManyRequests'

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

export const memberEndpoints: Endpoint[] = [noFirstRegister, verifyWithinLimit]
