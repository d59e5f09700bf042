/** Spanish: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({
    one: 'Demasiados intentos. Vuelve a intentarlo en {minutes} minuto.',
    many: 'Demasiados intentos. Vuelve a intentarlo en {minutes} minutos.',
    other: 'Demasiados intentos. Vuelve a intentarlo en {minutes} minutos.',
  }),
  verifyConfirmBody: 'Un último paso: confirma que esta dirección de correo es tuya.',
  verifyConfirmSubmit: 'Confirmar mi correo',
  resendTitle: 'Enviar de nuevo el correo de confirmación',
  resendIntro: 'Introduce el correo con el que te registraste y te enviaremos un nuevo enlace de confirmación.',
  resendSubmit: 'Enviar un nuevo enlace',
  resendSent: 'Si {email} tiene una cuenta pendiente de confirmación, un nuevo enlace está en camino.',
} satisfies Messages['account']
