/** Portuguese (Brazil): the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({
    one: 'Tentativas demais. Tente novamente em {minutes} minuto.',
    many: 'Tentativas demais. Tente novamente em {minutes} minutos.',
    other: 'Tentativas demais. Tente novamente em {minutes} minutos.',
  }),
  verifyConfirmBody: 'Último passo: confirme que este endereço de e-mail é seu.',
  verifyConfirmSubmit: 'Confirmar meu e-mail',
  resendTitle: 'Enviar o e-mail de confirmação novamente',
  resendIntro: 'Digite o e-mail com que você se cadastrou e enviaremos um novo link de confirmação.',
  resendSubmit: 'Enviar um novo link',
  resendSent: 'Se {email} tiver uma conta aguardando confirmação, um novo link está a caminho.',
} satisfies Messages['account']
