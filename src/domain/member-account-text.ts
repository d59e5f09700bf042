/**
 * The words of the community account pages' abuse limits, email confirmation button and
 * "send the confirmation email again" form, in every locale (English for the English locales and
 * as the fallback). They sit beside the interface text (interface-text.ts) rather than in it, as
 * the account limits' own table; the same rules hold: `{name}` is filled in by formatText and
 * translations keep exactly the placeholders of English. Pure.
 */
import type { Locale } from './locales'

const EN = {
  tooManyAttempts: 'Too many attempts. Try again in {minutes} minutes.',
  tooManyAttemptsOneMinute: 'Too many attempts. Try again in 1 minute.',
  verifyConfirmBody: 'One last step: confirm that this email address is yours.',
  verifyConfirmSubmit: 'Confirm my email',
  resendTitle: 'Send the confirmation email again',
  resendIntro: 'Enter the email you signed up with and we will send you a new confirmation link.',
  resendSubmit: 'Send a new link',
  resendSent: 'If {email} has an account waiting for confirmation, a new link is on its way.',
} as const

export type MemberAccountTextKey = keyof typeof EN
export type MemberAccountText = Readonly<Record<MemberAccountTextKey, string>>

const TRANSLATIONS: Partial<Record<Locale, MemberAccountText>> = {
  es: {
    tooManyAttempts: 'Demasiados intentos. Vuelve a intentarlo en {minutes} minutos.',
    tooManyAttemptsOneMinute: 'Demasiados intentos. Vuelve a intentarlo en 1 minuto.',
    verifyConfirmBody: 'Un último paso: confirma que esta dirección de correo es tuya.',
    verifyConfirmSubmit: 'Confirmar mi correo',
    resendTitle: 'Enviar de nuevo el correo de confirmación',
    resendIntro: 'Introduce el correo con el que te registraste y te enviaremos un nuevo enlace de confirmación.',
    resendSubmit: 'Enviar un nuevo enlace',
    resendSent: 'Si {email} tiene una cuenta pendiente de confirmación, un nuevo enlace está en camino.',
  },
  fr: {
    tooManyAttempts: 'Trop de tentatives. Réessayez dans {minutes} minutes.',
    tooManyAttemptsOneMinute: 'Trop de tentatives. Réessayez dans 1 minute.',
    verifyConfirmBody: 'Dernière étape : confirmez que cette adresse e-mail est bien la vôtre.',
    verifyConfirmSubmit: 'Confirmer mon e-mail',
    resendTitle: 'Renvoyer l’e-mail de confirmation',
    resendIntro: 'Saisissez l’e-mail utilisé pour vous inscrire et nous vous enverrons un nouveau lien de confirmation.',
    resendSubmit: 'Envoyer un nouveau lien',
    resendSent: 'Si {email} a un compte en attente de confirmation, un nouveau lien est en route.',
  },
  de: {
    tooManyAttempts: 'Zu viele Versuche. Versuchen Sie es in {minutes} Minuten erneut.',
    tooManyAttemptsOneMinute: 'Zu viele Versuche. Versuchen Sie es in 1 Minute erneut.',
    verifyConfirmBody: 'Ein letzter Schritt: Bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.',
    verifyConfirmSubmit: 'Meine E-Mail bestätigen',
    resendTitle: 'Bestätigungs-E-Mail erneut senden',
    resendIntro: 'Geben Sie die E-Mail-Adresse ein, mit der Sie sich registriert haben, und wir senden Ihnen einen neuen Bestätigungslink.',
    resendSubmit: 'Neuen Link senden',
    resendSent: 'Wenn für {email} ein Konto auf die Bestätigung wartet, ist ein neuer Link unterwegs.',
  },
  pt: {
    tooManyAttempts: 'Tentativas demais. Tente novamente em {minutes} minutos.',
    tooManyAttemptsOneMinute: 'Tentativas demais. Tente novamente em 1 minuto.',
    verifyConfirmBody: 'Último passo: confirme que este endereço de e-mail é seu.',
    verifyConfirmSubmit: 'Confirmar meu e-mail',
    resendTitle: 'Enviar o e-mail de confirmação novamente',
    resendIntro: 'Digite o e-mail com que você se cadastrou e enviaremos um novo link de confirmação.',
    resendSubmit: 'Enviar um novo link',
    resendSent: 'Se {email} tiver uma conta aguardando confirmação, um novo link está a caminho.',
  },
  ru: {
    tooManyAttempts: 'Слишком много попыток. Повторите через {minutes} мин.',
    tooManyAttemptsOneMinute: 'Слишком много попыток. Повторите через 1 мин.',
    verifyConfirmBody: 'Последний шаг: подтвердите, что этот адрес электронной почты принадлежит вам.',
    verifyConfirmSubmit: 'Подтвердить мой адрес',
    resendTitle: 'Отправить письмо с подтверждением ещё раз',
    resendIntro: 'Введите адрес, с которым вы регистрировались, и мы отправим новую ссылку для подтверждения.',
    resendSubmit: 'Отправить новую ссылку',
    resendSent: 'Если у {email} есть аккаунт, ожидающий подтверждения, новая ссылка уже в пути.',
  },
  ja: {
    tooManyAttempts: '試行回数が多すぎます。{minutes}分後にもう一度お試しください。',
    tooManyAttemptsOneMinute: '試行回数が多すぎます。1分後にもう一度お試しください。',
    verifyConfirmBody: '最後のステップです：このメールアドレスがご自身のものであることを確認してください。',
    verifyConfirmSubmit: 'メールアドレスを確認する',
    resendTitle: '確認メールを再送信',
    resendIntro: '登録したメールアドレスを入力すると、新しい確認リンクをお送りします。',
    resendSubmit: '新しいリンクを送信',
    resendSent: '{email} に確認待ちのアカウントがある場合、新しいリンクをお送りしました。',
  },
  it: {
    tooManyAttempts: 'Troppi tentativi. Riprova tra {minutes} minuti.',
    tooManyAttemptsOneMinute: 'Troppi tentativi. Riprova tra 1 minuto.',
    verifyConfirmBody: 'Un ultimo passo: conferma che questo indirizzo email è tuo.',
    verifyConfirmSubmit: 'Conferma la mia email',
    resendTitle: 'Invia di nuovo l’email di conferma',
    resendIntro: 'Inserisci l’email con cui ti sei registrato e ti invieremo un nuovo link di conferma.',
    resendSubmit: 'Invia un nuovo link',
    resendSent: 'Se {email} ha un account in attesa di conferma, un nuovo link è in arrivo.',
  },
  nl: {
    tooManyAttempts: 'Te veel pogingen. Probeer het over {minutes} minuten opnieuw.',
    tooManyAttemptsOneMinute: 'Te veel pogingen. Probeer het over 1 minuut opnieuw.',
    verifyConfirmBody: 'Nog één stap: bevestig dat dit e-mailadres van jou is.',
    verifyConfirmSubmit: 'Mijn e-mail bevestigen',
    resendTitle: 'Bevestigingsmail opnieuw sturen',
    resendIntro: 'Vul het e-mailadres in waarmee je je hebt aangemeld en we sturen je een nieuwe bevestigingslink.',
    resendSubmit: 'Nieuwe link sturen',
    resendSent: 'Als {email} een account heeft dat op bevestiging wacht, is er een nieuwe link onderweg.',
  },
  ko: {
    tooManyAttempts: '시도 횟수가 너무 많습니다. {minutes}분 후에 다시 시도하세요.',
    tooManyAttemptsOneMinute: '시도 횟수가 너무 많습니다. 1분 후에 다시 시도하세요.',
    verifyConfirmBody: '마지막 단계: 이 이메일 주소가 본인의 것인지 확인해 주세요.',
    verifyConfirmSubmit: '내 이메일 확인',
    resendTitle: '확인 이메일 다시 보내기',
    resendIntro: '가입할 때 사용한 이메일을 입력하시면 새 확인 링크를 보내 드립니다.',
    resendSubmit: '새 링크 보내기',
    resendSent: '{email}에 확인을 기다리는 계정이 있으면 새 링크가 발송되었습니다.',
  },
  tr: {
    tooManyAttempts: 'Çok fazla deneme. {minutes} dakika sonra tekrar deneyin.',
    tooManyAttemptsOneMinute: 'Çok fazla deneme. 1 dakika sonra tekrar deneyin.',
    verifyConfirmBody: 'Son bir adım: bu e-posta adresinin size ait olduğunu onaylayın.',
    verifyConfirmSubmit: 'E-postamı onayla',
    resendTitle: 'Onay e-postasını yeniden gönder',
    resendIntro: 'Kaydolurken kullandığınız e-postayı girin, size yeni bir onay bağlantısı gönderelim.',
    resendSubmit: 'Yeni bağlantı gönder',
    resendSent: '{email} için onay bekleyen bir hesap varsa yeni bir bağlantı yolda.',
  },
  sv: {
    tooManyAttempts: 'För många försök. Försök igen om {minutes} minuter.',
    tooManyAttemptsOneMinute: 'För många försök. Försök igen om 1 minut.',
    verifyConfirmBody: 'Ett sista steg: bekräfta att den här e-postadressen är din.',
    verifyConfirmSubmit: 'Bekräfta min e-post',
    resendTitle: 'Skicka bekräftelsemejlet igen',
    resendIntro: 'Ange e-postadressen du registrerade dig med så skickar vi en ny bekräftelselänk.',
    resendSubmit: 'Skicka en ny länk',
    resendSent: 'Om {email} har ett konto som väntar på bekräftelse är en ny länk på väg.',
  },
  pl: {
    tooManyAttempts: 'Zbyt wiele prób. Spróbuj ponownie za {minutes} min.',
    tooManyAttemptsOneMinute: 'Zbyt wiele prób. Spróbuj ponownie za 1 min.',
    verifyConfirmBody: 'Ostatni krok: potwierdź, że ten adres e-mail należy do Ciebie.',
    verifyConfirmSubmit: 'Potwierdź mój e-mail',
    resendTitle: 'Wyślij ponownie e-mail z potwierdzeniem',
    resendIntro: 'Podaj adres e-mail, którego użyto przy rejestracji, a wyślemy nowy link potwierdzający.',
    resendSubmit: 'Wyślij nowy link',
    resendSent: 'Jeśli {email} ma konto oczekujące na potwierdzenie, nowy link jest w drodze.',
  },
  'zh-tw': {
    tooManyAttempts: '嘗試次數過多。請在 {minutes} 分鐘後再試。',
    tooManyAttemptsOneMinute: '嘗試次數過多。請在 1 分鐘後再試。',
    verifyConfirmBody: '最後一步：請確認這個電子郵件地址屬於您。',
    verifyConfirmSubmit: '確認我的電子郵件',
    resendTitle: '重新寄送確認電子郵件',
    resendIntro: '請輸入您註冊時使用的電子郵件，我們會寄送新的確認連結給您。',
    resendSubmit: '寄送新連結',
    resendSent: '如果 {email} 有等待確認的帳戶，新的連結已寄出。',
  },
}

/** The account limit and confirmation words of `locale`, English where it has none. */
export function memberAccountText(locale: Locale): MemberAccountText {
  return TRANSLATIONS[locale] ?? EN
}

/** "Too many attempts. Try again in N minutes." in the page's language. */
export function tooManyAttemptsText(text: MemberAccountText, minutes: number): string {
  return minutes === 1 ? text.tooManyAttemptsOneMinute : text.tooManyAttempts.replace('{minutes}', String(minutes))
}
