/** Russian: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  // «мин.» reads the same after every count.
  tooManyAttempts: plural({
    one: 'Слишком много попыток. Повторите через {minutes} мин.',
    few: 'Слишком много попыток. Повторите через {minutes} мин.',
    many: 'Слишком много попыток. Повторите через {minutes} мин.',
    other: 'Слишком много попыток. Повторите через {minutes} мин.',
  }),
  verifyConfirmBody: 'Последний шаг: подтвердите, что этот адрес электронной почты принадлежит вам.',
  verifyConfirmSubmit: 'Подтвердить мой адрес',
  resendTitle: 'Отправить письмо с подтверждением ещё раз',
  resendIntro: 'Введите адрес, с которым вы регистрировались, и мы отправим новую ссылку для подтверждения.',
  resendSubmit: 'Отправить новую ссылку',
  resendSent: 'Если у {email} есть аккаунт, ожидающий подтверждения, новая ссылка уже в пути.',
} satisfies Messages['account']
