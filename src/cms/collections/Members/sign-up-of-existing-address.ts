import type { Payload } from 'payload'

import { dummyPasswordCheck } from '@/cms/hooks/equal-login-work'
import { consumeMemberAction } from '@/infrastructure/member-limits'

import { notifyExistingAccount } from './notify-existing-account'

/**
 * Costs the work of a new account (hashing), so both answers take as long, then emails the owner within the inbox's limit.
 * Never fails: the visitor gets the same answer whatever happens here.
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
