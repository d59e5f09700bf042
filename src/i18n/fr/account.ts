/** French: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({
    one: 'Trop de tentatives. Réessayez dans {minutes} minute.',
    many: 'Trop de tentatives. Réessayez dans {minutes} minutes.',
    other: 'Trop de tentatives. Réessayez dans {minutes} minutes.',
  }),
  verifyConfirmBody: 'Dernière étape : confirmez que cette adresse e-mail est bien la vôtre.',
  verifyConfirmSubmit: 'Confirmer mon e-mail',
  resendTitle: 'Renvoyer l’e-mail de confirmation',
  resendIntro: 'Saisissez l’e-mail utilisé pour vous inscrire et nous vous enverrons un nouveau lien de confirmation.',
  resendSubmit: 'Envoyer un nouveau lien',
  resendSent: 'Si {email} a un compte en attente de confirmation, un nouveau lien est en route.',
} satisfies Messages['account']
