import type { Payload } from 'payload'

import { dummyPasswordCheck } from '@/cms/hooks/equalLoginWork'
import { consumeMemberAction } from '@/infrastructure/member-limits'

import { notifyExistingAccount } from './notifyExistingAccount'

/**
 * What a sign-up with an address that already has an account does instead of making one: the
 * work a new account costs (hashing its password), so both answers take as long; then the
 * owner hears of it by email (notifyExistingAccount), within the inbox's limit. Never fails the
 * sign-up: the visitor gets the same answer as for a new address whatever happens here.
 */
export async function signUpOfExistingAddress(
  payload: Payload,
  { email, password, address, brandName }: { email: string; password: unknown; address: string; brandName: string },
): Promise<void> {
  await dummyPasswordCheck(password)
  try {
    if (!(await consumeMemberAction('existingAccountNotice', address, email)).allowed) return
    await notifyExistingAccount(payload, email, brandName)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Could not tell an account’s owner of a sign-up with their address' })
  }
}
