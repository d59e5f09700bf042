/** Dutch: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({
    one: 'Te veel pogingen. Probeer het over {minutes} minuut opnieuw.',
    other: 'Te veel pogingen. Probeer het over {minutes} minuten opnieuw.',
  }),
  verifyConfirmBody: 'Nog één stap: bevestig dat dit e-mailadres van jou is.',
  verifyConfirmSubmit: 'Mijn e-mail bevestigen',
  resendTitle: 'Bevestigingsmail opnieuw sturen',
  resendIntro: 'Vul het e-mailadres in waarmee je je hebt aangemeld en we sturen je een nieuwe bevestigingslink.',
  resendSubmit: 'Nieuwe link sturen',
  resendSent: 'Als {email} een account heeft dat op bevestiging wacht, is er een nieuwe link onderweg.',
} satisfies Messages['account']
