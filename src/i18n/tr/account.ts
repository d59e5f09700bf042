/** Turkish: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({
    one: 'Çok fazla deneme. {minutes} dakika sonra tekrar deneyin.',
    other: 'Çok fazla deneme. {minutes} dakika sonra tekrar deneyin.',
  }),
  verifyConfirmBody: 'Son bir adım: bu e-posta adresinin size ait olduğunu onaylayın.',
  verifyConfirmSubmit: 'E-postamı onayla',
  resendTitle: 'Onay e-postasını yeniden gönder',
  resendIntro: 'Kaydolurken kullandığınız e-postayı girin, size yeni bir onay bağlantısı gönderelim.',
  resendSubmit: 'Yeni bağlantı gönder',
  resendSent: '{email} için onay bekleyen bir hesap varsa yeni bir bağlantı yolda.',
} satisfies Messages['account']
