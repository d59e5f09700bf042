/** German: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({
    one: 'Zu viele Versuche. Versuchen Sie es in {minutes} Minute erneut.',
    other: 'Zu viele Versuche. Versuchen Sie es in {minutes} Minuten erneut.',
  }),
  verifyConfirmBody: 'Ein letzter Schritt: Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.',
  verifyConfirmSubmit: 'Meine E-Mail bestätigen',
  resendTitle: 'Bestätigungs-E-Mail erneut senden',
  resendIntro: 'Geben Sie die E-Mail-Adresse ein, mit der Sie sich registriert haben, und wir senden Ihnen einen neuen Bestätigungslink.',
  resendSubmit: 'Neuen Link senden',
  resendSent: 'Wenn für {email} ein Konto auf die Bestätigung wartet, ist ein neuer Link unterwegs.',
} satisfies Messages['account']
