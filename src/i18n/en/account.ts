/** English: the community account limits and the email confirmation pages. */
import { plural } from '../plural'

export const account = {
  tooManyAttempts: plural({ one: 'Too many attempts. Try again in {minutes} minute.', other: 'Too many attempts. Try again in {minutes} minutes.' }),
  verifyConfirmBody: 'One last step: confirm that this email address is yours.',
  verifyConfirmSubmit: 'Confirm my email',
  resendTitle: 'Send the confirmation email again',
  resendIntro: 'Enter the email you signed up with and we will send you a new confirmation link.',
  resendSubmit: 'Send a new link',
  resendSent: 'If {email} has an account waiting for confirmation, a new link is on its way.',
}
