import { randomBytes } from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'

import { findMemberByEmail } from './find-member-by-email'

/**
 * Made as Payload makes the first, keeping the token already sent so earlier emails still work. Nothing is sent for an
 * unknown or confirmed address; the caller answers the same either way.
 */
export async function resendVerificationEmail(payload: Payload, email: string): Promise<boolean> {
  const member = await findMemberByEmail(payload, email)
  if (!member || member._verified) return false
  let token = member._verificationToken
  if (!token) {
    token = randomBytes(20).toString('hex')
    await payload.db.updateOne({ collection: 'members', id: member.id, data: { _verificationToken: token }, returning: false })
  }
  const verify = payload.collections.members.config.auth.verify
  if (typeof verify !== 'object' || !verify.generateEmailHTML || !verify.generateEmailSubject) return false
  const req = await createLocalReq({}, payload)
  const [subject, html] = await Promise.all([verify.generateEmailSubject({ req, token, user: member }), verify.generateEmailHTML({ req, token, user: member })])
  await payload.email.sendEmail({ from: `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`, to: member.email, subject, html })
  return true
}
