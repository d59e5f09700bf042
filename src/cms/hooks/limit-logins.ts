import type { CollectionAfterLoginHook, CollectionConfig, Endpoint } from 'payload'

import { peekData } from '@/cms/accounts/peek-data'
import { clientKey } from '@/domain/client-key'
import { loginOutcomeOfError } from '@/domain/community/accounts'
import { isLoginCollection, type LoginCollection } from '@/domain/staff/login-limits'
import { countsAsFailedLogin } from '@/domain/community/member-limits'
import {
  checkLoginAttempt,
  countFailedLogin,
  inAccountTurn,
  isKnownDevice,
  knownDeviceFromCookies,
  knownDeviceSetCookie,
  type LoginAttempt,
} from '@/infrastructure/login-limits'

import { tooManyRequests } from './too-many-requests'

export function loginAttempt(collection: LoginCollection, address: string, email: string, cookieHeader: string | null | undefined): LoginAttempt {
  return { collection, address, email, knownDevice: isKnownDevice(collection, email, knownDeviceFromCookies(collection, cookieHeader)) }
}

/**
 * Limits from src/domain/login-limits.ts; failures are counted after the try, so successful sign-ins use up no budget.
 * One account's tries take turns, so a burst cannot slip past the count.
 */
export async function withinLoginLimits<T>(attempt: LoginAttempt, signIn: () => Promise<T>): Promise<{ signedIn: T } | { retryAfterSeconds: number }> {
  return inAccountTurn(attempt, async () => {
    const verdict = await checkLoginAttempt(attempt)
    if (!verdict.allowed) return { retryAfterSeconds: verdict.retryAfterSeconds }
    try {
      return { signedIn: await signIn() }
    } catch (error) {
      if (countsAsFailedLogin(loginOutcomeOfError(error))) await countFailedLogin(attempt)
      throw error
    }
  })
}

/** Replaces Payload's login (a collection's endpoints come first) to run it within the login limits. */
function loginEndpoint(collection: LoginCollection): Endpoint {
  const endpoint: Endpoint = {
    path: '/login',
    method: 'post',
    handler: async (req) => {
      const data = await peekData(req)
      const email = typeof data.email === 'string' ? data.email : ''
      const attempt = loginAttempt(collection, clientKey(req.headers), email, req.headers.get('cookie'))
      const builtIn = (req.payload.collections[collection].config.endpoints || []).find(
        (each) => each !== endpoint && each.method === 'post' && each.path === '/login',
      )
      if (!builtIn) throw new Error(`Payload has no POST /login endpoint for ${collection}`)
      const outcome = await withinLoginLimits(attempt, async () => builtIn.handler(req))
      if ('retryAfterSeconds' in outcome) throw tooManyRequests(req, outcome.retryAfterSeconds)
      return outcome.signedIn
    },
  }
  return endpoint
}

/** A browser that signed in skips the account's wait later, so nobody failing at the account can lock its owner out. */
export const rememberDevice: CollectionAfterLoginHook = ({ collection, req, user }) => {
  const email = (user as { email?: unknown }).email
  if (!isLoginCollection(collection.slug) || typeof email !== 'string') return user
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', knownDeviceSetCookie(collection.slug, email, collection.auth?.cookies?.secure === true))
  return user
}

export function withLoginLimits(collection: CollectionConfig): CollectionConfig {
  if (!isLoginCollection(collection.slug)) throw new Error(`${collection.slug} is not a collection the login limits know`)
  return {
    ...collection,
    endpoints: [loginEndpoint(collection.slug), ...(collection.endpoints || [])],
    hooks: { ...collection.hooks, afterLogin: [...(collection.hooks?.afterLogin ?? []), rememberDevice] },
  }
}
