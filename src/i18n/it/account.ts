/** Italian: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({
    one: 'Troppi tentativi. Riprova tra {minutes} minuto.',
    many: 'Troppi tentativi. Riprova tra {minutes} minuti.',
    other: 'Troppi tentativi. Riprova tra {minutes} minuti.',
  }),
  verifyConfirmBody: 'Un ultimo passo: conferma che questo indirizzo email è tuo.',
  verifyConfirmSubmit: 'Conferma la mia email',
  resendTitle: 'Invia di nuovo l’email di conferma',
  resendIntro: 'Inserisci l’email con cui ti sei registrato e ti invieremo un nuovo link di conferma.',
  resendSubmit: 'Invia un nuovo link',
  resendSent: 'Se {email} ha un account in attesa di conferma, un nuovo link è in arrivo.',
} satisfies Messages['account']
