/** Japanese: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({ other: '試行回数が多すぎます。{minutes}分後にもう一度お試しください。' }),
  verifyConfirmBody: '最後のステップです：このメールアドレスがご自身のものであることを確認してください。',
  verifyConfirmSubmit: 'メールアドレスを確認する',
  resendTitle: '確認メールを再送信',
  resendIntro: '登録したメールアドレスを入力すると、新しい確認リンクをお送りします。',
  resendSubmit: '新しいリンクを送信',
  resendSent: '{email} に確認待ちのアカウントがある場合、新しいリンクをお送りしました。',
} satisfies Messages['account']
