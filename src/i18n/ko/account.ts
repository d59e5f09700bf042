/** Korean: the community account limits and the email confirmation pages. */
import { plural } from '../plural'
import type { Messages } from '../messages-shape'

export const account = {
  tooManyAttempts: plural({ other: '시도 횟수가 너무 많습니다. {minutes}분 후에 다시 시도하세요.' }),
  verifyConfirmBody: '마지막 단계: 이 이메일 주소가 본인의 것인지 확인해 주세요.',
  verifyConfirmSubmit: '내 이메일 확인',
  resendTitle: '확인 이메일 다시 보내기',
  resendIntro: '가입할 때 사용한 이메일을 입력하시면 새 확인 링크를 보내 드립니다.',
  resendSubmit: '새 링크 보내기',
  resendSent: '{email}에 확인을 기다리는 계정이 있으면 새 링크가 발송되었습니다.',
} satisfies Messages['account']
