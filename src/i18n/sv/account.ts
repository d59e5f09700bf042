/** Swedish: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({ one: 'För många försök. Försök igen om {minutes} minut.', other: 'För många försök. Försök igen om {minutes} minuter.' }),
  verifyConfirmBody: 'Ett sista steg: bekräfta att den här e-postadressen är din.',
  verifyConfirmSubmit: 'Bekräfta min e-post',
  resendTitle: 'Skicka bekräftelsemejlet igen',
  resendIntro: 'Ange e-postadressen du registrerade dig med så skickar vi en ny bekräftelselänk.',
  resendSubmit: 'Skicka en ny länk',
  resendSent: 'Om {email} har ett konto som väntar på bekräftelse är en ny länk på väg.',
} satisfies Messages['account']
