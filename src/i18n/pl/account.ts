/** Polish: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  // „min” reads the same after every count.
  tooManyAttempts: plural({
    one: 'Zbyt wiele prób. Spróbuj ponownie za {minutes} min.',
    few: 'Zbyt wiele prób. Spróbuj ponownie za {minutes} min.',
    many: 'Zbyt wiele prób. Spróbuj ponownie za {minutes} min.',
    other: 'Zbyt wiele prób. Spróbuj ponownie za {minutes} min.',
  }),
  verifyConfirmBody: 'Ostatni krok: potwierdź, że ten adres e-mail należy do Ciebie.',
  verifyConfirmSubmit: 'Potwierdź mój e-mail',
  resendTitle: 'Wyślij ponownie e-mail z potwierdzeniem',
  resendIntro: 'Podaj adres e-mail, którego użyto przy rejestracji, a wyślemy nowy link potwierdzający.',
  resendSubmit: 'Wyślij nowy link',
  resendSent: 'Jeśli {email} ma konto oczekujące na potwierdzenie, nowy link jest w drodze.',
} satisfies Messages['account']
