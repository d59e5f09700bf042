/** Chinese (Traditional): the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({ other: '嘗試次數過多。請在 {minutes} 分鐘後再試。' }),
  verifyConfirmBody: '最後一步：請確認這個電子郵件地址屬於您。',
  verifyConfirmSubmit: '確認我的電子郵件',
  resendTitle: '重新寄送確認電子郵件',
  resendIntro: '請輸入您註冊時使用的電子郵件，我們會寄送新的確認連結給您。',
  resendSubmit: '寄送新連結',
  resendSent: '如果 {email} 有等待確認的帳戶，新的連結已寄出。',
} satisfies Messages['account']
