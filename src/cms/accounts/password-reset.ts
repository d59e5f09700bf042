import { addDataAndFileToRequest, type Endpoint, type Payload, type PayloadRequest, type TaskConfig, ValidationError } from 'payload'

import { tooManyRequests } from '@/cms/hooks/too-many-requests'
import { clientKey } from '@/domain/client-key'
import { isLoginCollection, LOGIN_COLLECTIONS, type LoginCollection, normalisedLoginEmail } from '@/domain/staff/login-limits'
import { isPlausibleEmail } from '@/domain/staff/account'
import { consumeMemberAction } from '@/infrastructure/member-limits'

/*
 * A reset request is answered before anything depends on whether the address has an account: the job looks it up,
 * so the response cannot tell who is registered.
 */

export const PASSWORD_RESET_TASK = 'sendPasswordReset'

/** Emails a reset link to `email` if `collection` has an account for it; nothing otherwise. */
export const sendPasswordReset: TaskConfig<typeof PASSWORD_RESET_TASK> = {
  slug: PASSWORD_RESET_TASK,
  label: 'Email a password-reset link',
  // A mail server that is down gets a minute, then two, then four (as the status emails do).
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'collection', type: 'select', options: [...LOGIN_COLLECTIONS], required: true },
    { name: 'email', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const { collection, email } = input
    if (isLoginCollection(collection)) await oneAtATime(() => req.payload.forgotPassword({ collection, data: { email }, disableEmail: false, req }))
    return { output: {} }
  },
}

const TURN = Symbol.for('orbit.passwordResetTurn')
type TurnHolder = { [TURN]?: Promise<unknown> }

/** Each reset holds two database connections and the runner takes many due jobs at once: resets run one at a time to spare the pool. */
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const holder = globalThis as TurnHolder
  const mine = (holder[TURN] ?? Promise.resolve()).catch(() => undefined).then(run)
  holder[TURN] = mine.catch(() => undefined)
  return mine
}

/** Queues the reset link's job: the same one row whether or not the address has an account. */
export async function queuePasswordReset(payload: Payload, collection: LoginCollection, email: string, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: PASSWORD_RESET_TASK, input: { collection, email: normalisedLoginEmail(email) }, req })
}

/** Replaces Payload's forgot-password (a collection's endpoints come first) to queue the link within the account-action limits. */
export function forgotPasswordEndpoint(collection: LoginCollection): Endpoint {
  return {
    path: '/forgot-password',
    method: 'post',
    handler: async (req) => {
      await addDataAndFileToRequest(req)
      const email = typeof req.data?.email === 'string' ? req.data.email.trim() : ''
      if (!isPlausibleEmail(email)) {
        throw new ValidationError({ collection, errors: [{ path: 'email', message: 'Enter the email address of the account.' }], req })
      }
      const verdict = await consumeMemberAction('forgotPassword', clientKey(req.headers), email)
      if (!verdict.allowed) throw tooManyRequests(req, verdict.retryAfterSeconds)
      await queuePasswordReset(req.payload, collection, email, req)
      return Response.json({ message: req.t('general:success') }, { status: 200 })
    },
  }
}
