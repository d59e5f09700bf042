/**
 * The emails community members get, in the member's language (the `locale` they chose at sign-up):
 * confirming their address, resetting their password, the note to an account's owner when someone
 * signs up with its address, and the news about a template they shared. English for the English
 * locales and as the fallback, as the interface text (interface-text.ts) does; `{name}` is filled
 * in by formatText and translations keep exactly the placeholders of English.
 *
 * Pure: the collection hooks and the email task hand over the values and send the result through
 * Payload's email adapter. Everything a member typed (name, title) is kept on one line and escaped
 * in the HTML; links are made by the one path helper (communityUrl → pathFor).
 */
import { statusTextKey } from './community-templates'
import { escapeHtml } from './email-text'
import { formatText } from './format-text'
import { interfaceText, type TranslatedLocale } from './interface-text'
import type { Locale } from './locales'
import { type Email, myTemplateUrl, oneLine, onlineTemplateUrl, resetPasswordUrl, statusEmailKind, verifyEmailUrl } from './template-emails'
import type { RejectReason } from './templates'

const EN = {
  greeting: 'Hello {name},',
  greetingNoName: 'Hello,',
  verifySubject: 'Confirm your email address for the {brand} community',
  verifyIntro: 'Thanks for joining the {brand} community. Confirm your email address to log in and share your templates.',
  verifyLink: 'Confirm my email address',
  verifyIgnore: 'If you did not sign up, ignore this email: no account is opened without the confirmation.',
  resetSubject: 'Reset your {brand} community password',
  resetIntro: 'Someone asked to reset the password of your community account. The link works for one hour.',
  resetLink: 'Choose a new password', // also the signup notice's second link
  resetIgnore: 'If it was not you, ignore this email: your password stays as it is.',
  noticeSubject: 'Someone tried to sign up with your {brand} community email',
  noticeIntro: 'Someone tried to sign up for the {brand} community with this email address, which already has an account. No new account was made.',
  noticeHelp:
    'If it was you, log in with your password, or choose a new one if you forgot it. If it was not you, ignore this email: your account stays as it is.',
  noticeLogIn: 'Log in',
  /** The template's status in the site's words for it (the member pages' status names). */
  statusLine: 'Status: {status}',
  onlineSubject: 'Your template is online',
  onlineIntro: 'Good news: your template “{title}” was approved and is now online in the {brand} template gallery.',
  onlineLink: 'See your template',
  rejectedSubject: 'Your template needs changes',
  rejectedIntro: 'Thank you for sharing “{title}”. Before it can go online it needs some changes.',
  rejectedReason: 'Reason: {reason}. {advice}',
  reasonNone: 'None',
  reasonBadSelfie: 'Bad Selfie',
  reasonBadText: 'Bad Text',
  reasonBadSelfieAndText: 'Bad Selfie and Text',
  adviceNone: 'A moderator asked for changes before it can go online.',
  adviceBadSelfie: 'The selfie does not meet our guidelines: use a clear, recent photo of yourself.',
  adviceBadText: 'The story needs more work: tell how your team uses the board, in paragraphs of at least 50 words.',
  adviceBadSelfieAndText: 'Both the selfie and the story need changes: use a clear, recent photo of yourself, and tell how your team uses the board.',
  rejectedNext: 'Edit the template and save it: it goes back to the moderators for review.',
  rejectedNote: 'Note from the moderator: {note}',
  rejectedLink: 'Edit your template',
  approvalSubject: 'A moderator suggested changes to your template',
  approvalIntro: 'A moderator edited “{title}” and needs your approval before it goes online.',
  approvalNext: 'Review the changes, then approve them to put the template online, or reject them.',
  approvalLink: 'Review the changes',
} as const

export type CommunityEmailTextKey = keyof typeof EN

export type CommunityEmailText = Readonly<Record<CommunityEmailTextKey, string>>

/** French sets a no-break space before `:` and inside its quotation marks. */
const NBSP = '\u00a0'

const TRANSLATIONS = {
  es: {
    greeting: 'Hola, {name}:',
    greetingNoName: 'Hola:',
    verifySubject: 'Confirma tu dirección de correo para la comunidad de {brand}',
    verifyIntro: 'Gracias por unirte a la comunidad de {brand}. Confirma tu dirección de correo para iniciar sesión y compartir tus plantillas.',
    verifyLink: 'Confirmar mi dirección de correo',
    verifyIgnore: 'Si no te registraste, ignora este correo: no se abre ninguna cuenta sin la confirmación.',
    resetSubject: 'Restablece tu contraseña de la comunidad de {brand}',
    resetIntro: 'Alguien pidió restablecer la contraseña de tu cuenta de la comunidad. El enlace es válido durante una hora.',
    resetLink: 'Elegir una nueva contraseña',
    resetIgnore: 'Si no fuiste tú, ignora este correo: tu contraseña sigue siendo la misma.',
    noticeSubject: 'Alguien intentó registrarse con tu correo de la comunidad de {brand}',
    noticeIntro:
      'Alguien intentó registrarse en la comunidad de {brand} con esta dirección de correo, que ya tiene una cuenta. No se creó ninguna cuenta nueva.',
    noticeHelp:
      'Si fuiste tú, inicia sesión con tu contraseña o elige una nueva si la olvidaste. Si no fuiste tú, ignora este correo: tu cuenta sigue como está.',
    noticeLogIn: 'Iniciar sesión',
    statusLine: 'Estado: {status}',
    onlineSubject: 'Tu plantilla está publicada',
    onlineIntro: 'Buenas noticias: tu plantilla «{title}» fue aprobada y ya está publicada en la galería de plantillas de {brand}.',
    onlineLink: 'Ver tu plantilla',
    rejectedSubject: 'Tu plantilla necesita cambios',
    rejectedIntro: 'Gracias por compartir «{title}». Antes de publicarse necesita algunos cambios.',
    rejectedReason: 'Motivo: {reason}. {advice}',
    reasonNone: 'Ninguno',
    reasonBadSelfie: 'Selfi inadecuado',
    reasonBadText: 'Texto inadecuado',
    reasonBadSelfieAndText: 'Selfi y texto inadecuados',
    adviceNone: 'Un moderador pidió cambios antes de que pueda publicarse.',
    adviceBadSelfie: 'El selfi no cumple nuestras directrices: usa una foto tuya clara y reciente.',
    adviceBadText: 'La historia necesita más trabajo: cuenta cómo usa tu equipo el tablero, en párrafos de al menos 50 palabras.',
    adviceBadSelfieAndText: 'Tanto el selfi como la historia necesitan cambios: usa una foto tuya clara y reciente, y cuenta cómo usa tu equipo el tablero.',
    rejectedNext: 'Edita la plantilla y guárdala: volverá a los moderadores para su revisión.',
    rejectedNote: 'Nota del moderador: {note}',
    rejectedLink: 'Editar tu plantilla',
    approvalSubject: 'Un moderador propuso cambios en tu plantilla',
    approvalIntro: 'Un moderador editó «{title}» y necesita tu aprobación antes de publicarla.',
    approvalNext: 'Revisa los cambios y luego apruébalos para publicar la plantilla, o recházalos.',
    approvalLink: 'Revisar los cambios',
  },
  fr: {
    greeting: 'Bonjour {name},',
    greetingNoName: 'Bonjour,',
    verifySubject: 'Confirmez votre adresse e-mail pour la communauté {brand}',
    verifyIntro: `Merci d’avoir rejoint la communauté {brand}. Confirmez votre adresse e-mail pour vous connecter et partager vos modèles.`,
    verifyLink: 'Confirmer mon adresse e-mail',
    verifyIgnore: `Si vous ne vous êtes pas inscrit, ignorez cet e-mail${NBSP}: aucun compte n’est ouvert sans la confirmation.`,
    resetSubject: 'Réinitialisez votre mot de passe de la communauté {brand}',
    resetIntro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte de la communauté. Le lien est valable une heure.',
    resetLink: 'Choisir un nouveau mot de passe',
    resetIgnore: `Si ce n’était pas vous, ignorez cet e-mail${NBSP}: votre mot de passe reste inchangé.`,
    noticeSubject: 'Quelqu’un a essayé de s’inscrire avec votre e-mail de la communauté {brand}',
    noticeIntro: 'Quelqu’un a essayé de s’inscrire à la communauté {brand} avec cette adresse e-mail, qui a déjà un compte. Aucun nouveau compte n’a été créé.',
    noticeHelp: `Si c’était vous, connectez-vous avec votre mot de passe, ou choisissez-en un nouveau si vous l’avez oublié. Si ce n’était pas vous, ignorez cet e-mail${NBSP}: votre compte reste tel quel.`,
    noticeLogIn: 'Se connecter',
    statusLine: `Statut${NBSP}: {status}`,
    onlineSubject: 'Votre modèle est en ligne',
    onlineIntro: `Bonne nouvelle${NBSP}: votre modèle «${NBSP}{title}${NBSP}» a été approuvé et est maintenant en ligne dans la galerie de modèles {brand}.`,
    onlineLink: 'Voir votre modèle',
    rejectedSubject: 'Votre modèle doit être modifié',
    rejectedIntro: `Merci d’avoir partagé «${NBSP}{title}${NBSP}». Avant de pouvoir être mis en ligne, il doit être modifié.`,
    rejectedReason: `Motif${NBSP}: {reason}. {advice}`,
    reasonNone: 'Aucun',
    reasonBadSelfie: 'Selfie non conforme',
    reasonBadText: 'Texte non conforme',
    reasonBadSelfieAndText: 'Selfie et texte non conformes',
    adviceNone: 'Un modérateur a demandé des modifications avant la mise en ligne.',
    adviceBadSelfie: `Le selfie ne respecte pas nos consignes${NBSP}: utilisez une photo de vous nette et récente.`,
    adviceBadText: `Le récit doit être retravaillé${NBSP}: racontez comment votre équipe utilise le tableau, en paragraphes d’au moins 50 mots.`,
    adviceBadSelfieAndText: `Le selfie et le récit doivent tous deux être modifiés${NBSP}: utilisez une photo de vous nette et récente, et racontez comment votre équipe utilise le tableau.`,
    rejectedNext: `Modifiez le modèle et enregistrez-le${NBSP}: il retourne aux modérateurs pour examen.`,
    rejectedNote: `Note du modérateur${NBSP}: {note}`,
    rejectedLink: 'Modifier votre modèle',
    approvalSubject: 'Un modérateur a proposé des modifications à votre modèle',
    approvalIntro: `Un modérateur a modifié «${NBSP}{title}${NBSP}» et attend votre accord avant la mise en ligne.`,
    approvalNext: 'Examinez les modifications, puis approuvez-les pour mettre le modèle en ligne, ou refusez-les.',
    approvalLink: 'Examiner les modifications',
  },
  de: {
    greeting: 'Hallo {name},',
    greetingNoName: 'Hallo,',
    verifySubject: 'Bestätigen Sie Ihre E-Mail-Adresse für die {brand}-Community',
    verifyIntro: 'Danke, dass Sie der {brand}-Community beigetreten sind. Bestätigen Sie Ihre E-Mail-Adresse, um sich anzumelden und Ihre Vorlagen zu teilen.',
    verifyLink: 'Meine E-Mail-Adresse bestätigen',
    verifyIgnore: 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne Bestätigung wird kein Konto eröffnet.',
    resetSubject: 'Setzen Sie Ihr Passwort für die {brand}-Community zurück',
    resetIntro: 'Jemand hat angefordert, das Passwort Ihres Community-Kontos zurückzusetzen. Der Link ist eine Stunde lang gültig.',
    resetLink: 'Neues Passwort wählen',
    resetIgnore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    noticeSubject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse bei der {brand}-Community registrieren',
    noticeIntro:
      'Jemand hat versucht, sich mit dieser E-Mail-Adresse, für die bereits ein Konto besteht, bei der {brand}-Community zu registrieren. Es wurde kein neues Konto angelegt.',
    noticeHelp:
      'Wenn Sie das waren, melden Sie sich mit Ihrem Passwort an oder wählen Sie ein neues, falls Sie es vergessen haben. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert.',
    noticeLogIn: 'Anmelden',
    statusLine: 'Status: {status}',
    onlineSubject: 'Ihre Vorlage ist online',
    onlineIntro: 'Gute Nachricht: Ihre Vorlage „{title}“ wurde freigegeben und ist jetzt in der {brand}-Vorlagengalerie online.',
    onlineLink: 'Ihre Vorlage ansehen',
    rejectedSubject: 'Ihre Vorlage braucht Änderungen',
    rejectedIntro: 'Danke, dass Sie „{title}“ geteilt haben. Bevor die Vorlage online gehen kann, sind einige Änderungen nötig.',
    rejectedReason: 'Grund: {reason}. {advice}',
    reasonNone: 'Keiner',
    reasonBadSelfie: 'Selfie ungeeignet',
    reasonBadText: 'Text ungeeignet',
    reasonBadSelfieAndText: 'Selfie und Text ungeeignet',
    adviceNone: 'Ein Moderator hat Änderungen angefordert, bevor die Vorlage online gehen kann.',
    adviceBadSelfie: 'Das Selfie entspricht nicht unseren Richtlinien: Verwenden Sie ein scharfes, aktuelles Foto von sich.',
    adviceBadText: 'Die Geschichte braucht noch etwas Arbeit: Erzählen Sie, wie Ihr Team das Board nutzt, in Absätzen von mindestens 50 Wörtern.',
    adviceBadSelfieAndText:
      'Sowohl das Selfie als auch die Geschichte brauchen Änderungen: Verwenden Sie ein scharfes, aktuelles Foto von sich und erzählen Sie, wie Ihr Team das Board nutzt.',
    rejectedNext: 'Bearbeiten Sie die Vorlage und speichern Sie sie: Sie geht dann erneut an die Moderatoren zur Prüfung.',
    rejectedNote: 'Hinweis der Moderation: {note}',
    rejectedLink: 'Ihre Vorlage bearbeiten',
    approvalSubject: 'Ein Moderator hat Änderungen an Ihrer Vorlage vorgeschlagen',
    approvalIntro: 'Ein Moderator hat „{title}“ bearbeitet und braucht Ihre Zustimmung, bevor die Vorlage online geht.',
    approvalNext: 'Sehen Sie sich die Änderungen an und stimmen Sie ihnen zu, um die Vorlage online zu stellen, oder lehnen Sie sie ab.',
    approvalLink: 'Änderungen ansehen',
  },
  pt: {
    greeting: 'Olá, {name},',
    greetingNoName: 'Olá,',
    verifySubject: 'Confirme seu endereço de e-mail para a comunidade {brand}',
    verifyIntro: 'Obrigado por entrar na comunidade {brand}. Confirme seu endereço de e-mail para fazer login e compartilhar seus modelos.',
    verifyLink: 'Confirmar meu endereço de e-mail',
    verifyIgnore: 'Se você não se cadastrou, ignore este e-mail: nenhuma conta é aberta sem a confirmação.',
    resetSubject: 'Redefina sua senha da comunidade {brand}',
    resetIntro: 'Alguém pediu para redefinir a senha da sua conta da comunidade. O link vale por uma hora.',
    resetLink: 'Escolher uma nova senha',
    resetIgnore: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    noticeSubject: 'Alguém tentou se cadastrar com seu e-mail da comunidade {brand}',
    noticeIntro: 'Alguém tentou se cadastrar na comunidade {brand} com este endereço de e-mail, que já tem uma conta. Nenhuma conta nova foi criada.',
    noticeHelp: 'Se foi você, faça login com sua senha ou escolha uma nova se a esqueceu. Se não foi você, ignore este e-mail: sua conta continua como está.',
    noticeLogIn: 'Fazer login',
    statusLine: 'Status: {status}',
    onlineSubject: 'Seu modelo está on-line',
    onlineIntro: 'Boa notícia: seu modelo “{title}” foi aprovado e já está on-line na galeria de modelos da {brand}.',
    onlineLink: 'Ver seu modelo',
    rejectedSubject: 'Seu modelo precisa de alterações',
    rejectedIntro: 'Obrigado por compartilhar “{title}”. Antes de ficar on-line, ele precisa de algumas alterações.',
    rejectedReason: 'Motivo: {reason}. {advice}',
    reasonNone: 'Nenhum',
    reasonBadSelfie: 'Selfie inadequada',
    reasonBadText: 'Texto inadequado',
    reasonBadSelfieAndText: 'Selfie e texto inadequados',
    adviceNone: 'Um moderador pediu alterações antes que ele possa ficar on-line.',
    adviceBadSelfie: 'A selfie não segue nossas diretrizes: use uma foto sua nítida e recente.',
    adviceBadText: 'A história precisa de mais trabalho: conte como sua equipe usa o quadro, em parágrafos de pelo menos 50 palavras.',
    adviceBadSelfieAndText: 'Tanto a selfie quanto a história precisam de alterações: use uma foto sua nítida e recente e conte como sua equipe usa o quadro.',
    rejectedNext: 'Edite o modelo e salve-o: ele volta para a revisão dos moderadores.',
    rejectedNote: 'Observação do moderador: {note}',
    rejectedLink: 'Editar seu modelo',
    approvalSubject: 'Um moderador sugeriu alterações no seu modelo',
    approvalIntro: 'Um moderador editou “{title}” e precisa da sua aprovação antes que ele fique on-line.',
    approvalNext: 'Revise as alterações e aprove-as para colocar o modelo on-line, ou rejeite-as.',
    approvalLink: 'Revisar as alterações',
  },
  ru: {
    greeting: 'Здравствуйте, {name}!',
    greetingNoName: 'Здравствуйте!',
    verifySubject: 'Подтвердите адрес электронной почты для сообщества {brand}',
    verifyIntro: 'Спасибо, что присоединились к сообществу {brand}. Подтвердите адрес электронной почты, чтобы входить в аккаунт и делиться своими шаблонами.',
    verifyLink: 'Подтвердить мой адрес',
    verifyIgnore: 'Если вы не регистрировались, просто проигнорируйте это письмо: без подтверждения аккаунт не создаётся.',
    resetSubject: 'Сброс пароля в сообществе {brand}',
    resetIntro: 'Кто-то запросил сброс пароля вашего аккаунта в сообществе. Ссылка действует один час.',
    resetLink: 'Выбрать новый пароль',
    resetIgnore: 'Если это были не вы, проигнорируйте это письмо: ваш пароль останется прежним.',
    noticeSubject: 'Кто-то пытался зарегистрироваться в сообществе {brand} с вашим адресом',
    noticeIntro:
      'Кто-то пытался зарегистрироваться в сообществе {brand} с этим адресом электронной почты, для которого уже есть аккаунт. Новый аккаунт не создан.',
    noticeHelp:
      'Если это были вы, войдите со своим паролем или выберите новый, если забыли его. Если это были не вы, проигнорируйте это письмо: ваш аккаунт останется без изменений.',
    noticeLogIn: 'Войти',
    statusLine: 'Статус: {status}',
    onlineSubject: 'Ваш шаблон опубликован',
    onlineIntro: 'Хорошая новость: ваш шаблон «{title}» одобрен и теперь опубликован в галерее шаблонов {brand}.',
    onlineLink: 'Посмотреть шаблон',
    rejectedSubject: 'Ваш шаблон нужно доработать',
    rejectedIntro: 'Спасибо, что поделились шаблоном «{title}». Прежде чем его можно будет опубликовать, нужно кое-что изменить.',
    rejectedReason: 'Причина: {reason}. {advice}',
    reasonNone: 'не указана',
    reasonBadSelfie: 'неподходящее селфи',
    reasonBadText: 'неподходящий текст',
    reasonBadSelfieAndText: 'неподходящие селфи и текст',
    adviceNone: 'Модератор попросил внести изменения перед публикацией.',
    adviceBadSelfie: 'Селфи не соответствует нашим правилам: используйте чёткую и недавнюю фотографию себя.',
    adviceBadText: 'Историю нужно доработать: расскажите, как ваша команда использует доску, абзацами не короче 50 слов.',
    adviceBadSelfieAndText: 'Изменить нужно и селфи, и историю: используйте чёткую и недавнюю фотографию себя и расскажите, как ваша команда использует доску.',
    rejectedNext: 'Отредактируйте шаблон и сохраните его: он снова отправится на проверку модераторам.',
    rejectedNote: 'Комментарий модератора: {note}',
    rejectedLink: 'Редактировать шаблон',
    approvalSubject: 'Модератор предложил изменения в вашем шаблоне',
    approvalIntro: 'Модератор отредактировал шаблон «{title}», и перед публикацией нужно ваше одобрение.',
    approvalNext: 'Просмотрите изменения и одобрите их, чтобы опубликовать шаблон, или отклоните их.',
    approvalLink: 'Просмотреть изменения',
  },
  ja: {
    greeting: '{name} 様',
    greetingNoName: 'こんにちは。',
    verifySubject: '{brand} コミュニティのメールアドレスを確認してください',
    verifyIntro: '{brand} コミュニティにご参加いただきありがとうございます。ログインしてテンプレートを共有するには、メールアドレスを確認してください。',
    verifyLink: 'メールアドレスを確認する',
    verifyIgnore: '登録した覚えがない場合は、このメールを無視してください。確認されない限りアカウントは作成されません。',
    resetSubject: '{brand} コミュニティのパスワードの再設定',
    resetIntro: 'コミュニティアカウントのパスワード再設定のリクエストがありました。リンクの有効期限は 1 時間です。',
    resetLink: '新しいパスワードを設定する',
    resetIgnore: '心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
    noticeSubject: 'お使いのメールアドレスで {brand} コミュニティへの登録が試みられました',
    noticeIntro: 'すでにアカウントがあるこのメールアドレスで、{brand} コミュニティへの登録が試みられました。新しいアカウントは作成されていません。',
    noticeHelp:
      'ご本人の場合は、パスワードでログインするか、パスワードを忘れた場合は新しいパスワードを設定してください。心当たりがない場合は、このメールを無視してください。アカウントはそのままです。',
    noticeLogIn: 'ログイン',
    statusLine: 'ステータス：{status}',
    onlineSubject: 'テンプレートが公開されました',
    onlineIntro: 'お知らせです。テンプレート「{title}」が承認され、{brand} テンプレートギャラリーで公開されました。',
    onlineLink: 'テンプレートを見る',
    rejectedSubject: 'テンプレートの修正が必要です',
    rejectedIntro: '「{title}」を共有していただきありがとうございます。公開する前に、いくつかの修正が必要です。',
    rejectedReason: '理由：{reason}。{advice}',
    reasonNone: 'なし',
    reasonBadSelfie: '自撮り写真が不適切',
    reasonBadText: '文章が不適切',
    reasonBadSelfieAndText: '自撮り写真と文章が不適切',
    adviceNone: '公開前に修正するよう、モデレーターから依頼がありました。',
    adviceBadSelfie: '自撮り写真がガイドラインを満たしていません。ご自身の鮮明で最近の写真を使用してください。',
    adviceBadText: 'ストーリーをもう少し充実させてください。チームがボードをどのように使っているかを、各段落 50 語以上で説明してください。',
    adviceBadSelfieAndText:
      '自撮り写真とストーリーの両方に修正が必要です。ご自身の鮮明で最近の写真を使用し、チームがボードをどのように使っているかを説明してください。',
    rejectedNext: 'テンプレートを編集して保存してください。再びモデレーターの審査に回ります。',
    rejectedNote: 'モデレーターからのメモ： {note}',
    rejectedLink: 'テンプレートを編集する',
    approvalSubject: 'モデレーターがテンプレートの変更を提案しました',
    approvalIntro: 'モデレーターが「{title}」を編集しました。公開するにはあなたの承認が必要です。',
    approvalNext: '変更内容を確認し、承認してテンプレートを公開するか、変更を却下してください。',
    approvalLink: '変更内容を確認する',
  },
  it: {
    greeting: 'Ciao {name},',
    greetingNoName: 'Ciao,',
    verifySubject: 'Conferma il tuo indirizzo email per la community di {brand}',
    verifyIntro: 'Grazie per esserti unito alla community di {brand}. Conferma il tuo indirizzo email per accedere e condividere i tuoi modelli.',
    verifyLink: 'Conferma il mio indirizzo email',
    verifyIgnore: 'Se non ti sei registrato, ignora questa email: nessun account viene aperto senza la conferma.',
    resetSubject: 'Reimposta la password della community di {brand}',
    resetIntro: 'Qualcuno ha chiesto di reimpostare la password del tuo account della community. Il link è valido per un’ora.',
    resetLink: 'Scegli una nuova password',
    resetIgnore: 'Se non sei stato tu, ignora questa email: la tua password resta invariata.',
    noticeSubject: 'Qualcuno ha provato a registrarsi con la tua email della community di {brand}',
    noticeIntro:
      'Qualcuno ha provato a registrarsi alla community di {brand} con questo indirizzo email, che ha già un account. Non è stato creato nessun nuovo account.',
    noticeHelp:
      'Se sei stato tu, accedi con la tua password, oppure scegline una nuova se l’hai dimenticata. Se non sei stato tu, ignora questa email: il tuo account resta com’è.',
    noticeLogIn: 'Accedi',
    statusLine: 'Stato: {status}',
    onlineSubject: 'Il tuo modello è online',
    onlineIntro: 'Buone notizie: il tuo modello “{title}” è stato approvato ed è ora online nella galleria dei modelli di {brand}.',
    onlineLink: 'Vedi il tuo modello',
    rejectedSubject: 'Il tuo modello richiede modifiche',
    rejectedIntro: 'Grazie per aver condiviso “{title}”. Prima di andare online ha bisogno di alcune modifiche.',
    rejectedReason: 'Motivo: {reason}. {advice}',
    reasonNone: 'Nessuno',
    reasonBadSelfie: 'Selfie non adatto',
    reasonBadText: 'Testo non adatto',
    reasonBadSelfieAndText: 'Selfie e testo non adatti',
    adviceNone: 'Un moderatore ha chiesto delle modifiche prima che possa andare online.',
    adviceBadSelfie: 'Il selfie non rispetta le nostre linee guida: usa una tua foto nitida e recente.',
    adviceBadText: 'La storia va migliorata: racconta come il tuo team usa la bacheca, in paragrafi di almeno 50 parole.',
    adviceBadSelfieAndText: 'Sia il selfie sia la storia vanno modificati: usa una tua foto nitida e recente e racconta come il tuo team usa la bacheca.',
    rejectedNext: 'Modifica il modello e salvalo: tornerà ai moderatori per la revisione.',
    rejectedNote: 'Nota del moderatore: {note}',
    rejectedLink: 'Modifica il tuo modello',
    approvalSubject: 'Un moderatore ha suggerito modifiche al tuo modello',
    approvalIntro: 'Un moderatore ha modificato “{title}” e serve la tua approvazione prima che vada online.',
    approvalNext: 'Controlla le modifiche, poi approvale per mettere online il modello, oppure rifiutale.',
    approvalLink: 'Controlla le modifiche',
  },
  nl: {
    greeting: 'Hallo {name},',
    greetingNoName: 'Hallo,',
    verifySubject: 'Bevestig je e-mailadres voor de {brand}-community',
    verifyIntro: 'Bedankt dat je lid bent geworden van de {brand}-community. Bevestig je e-mailadres om in te loggen en je sjablonen te delen.',
    verifyLink: 'Mijn e-mailadres bevestigen',
    verifyIgnore: 'Heb je je niet aangemeld? Negeer dan deze e-mail: zonder bevestiging wordt er geen account geopend.',
    resetSubject: 'Stel je wachtwoord voor de {brand}-community opnieuw in',
    resetIntro: 'Iemand heeft gevraagd het wachtwoord van je communityaccount opnieuw in te stellen. De link is een uur geldig.',
    resetLink: 'Een nieuw wachtwoord kiezen',
    resetIgnore: 'Was jij dit niet? Negeer dan deze e-mail: je wachtwoord blijft zoals het is.',
    noticeSubject: 'Iemand probeerde zich aan te melden met je e-mailadres voor de {brand}-community',
    noticeIntro:
      'Iemand probeerde zich aan te melden voor de {brand}-community met dit e-mailadres, dat al een account heeft. Er is geen nieuw account aangemaakt.',
    noticeHelp:
      'Was jij dit, log dan in met je wachtwoord, of kies een nieuw wachtwoord als je het vergeten bent. Was jij dit niet, negeer dan deze e-mail: je account blijft zoals het is.',
    noticeLogIn: 'Inloggen',
    statusLine: 'Status: {status}',
    onlineSubject: 'Je sjabloon staat online',
    onlineIntro: 'Goed nieuws: je sjabloon ‘{title}’ is goedgekeurd en staat nu online in de sjablonengalerij van {brand}.',
    onlineLink: 'Je sjabloon bekijken',
    rejectedSubject: 'Je sjabloon moet worden aangepast',
    rejectedIntro: 'Bedankt voor het delen van ‘{title}’. Voordat het online kan, zijn er een paar aanpassingen nodig.',
    rejectedReason: 'Reden: {reason}. {advice}',
    reasonNone: 'Geen',
    reasonBadSelfie: 'Ongeschikte selfie',
    reasonBadText: 'Ongeschikte tekst',
    reasonBadSelfieAndText: 'Ongeschikte selfie en tekst',
    adviceNone: 'Een moderator heeft om aanpassingen gevraagd voordat het online kan.',
    adviceBadSelfie: 'De selfie voldoet niet aan onze richtlijnen: gebruik een duidelijke, recente foto van jezelf.',
    adviceBadText: 'Het verhaal moet beter: vertel hoe je team het bord gebruikt, in alinea’s van minstens 50 woorden.',
    adviceBadSelfieAndText:
      'Zowel de selfie als het verhaal moeten worden aangepast: gebruik een duidelijke, recente foto van jezelf en vertel hoe je team het bord gebruikt.',
    rejectedNext: 'Bewerk het sjabloon en sla het op: het gaat dan opnieuw naar de moderators ter beoordeling.',
    rejectedNote: 'Opmerking van de moderator: {note}',
    rejectedLink: 'Je sjabloon bewerken',
    approvalSubject: 'Een moderator heeft wijzigingen aan je sjabloon voorgesteld',
    approvalIntro: 'Een moderator heeft ‘{title}’ bewerkt en heeft je goedkeuring nodig voordat het online gaat.',
    approvalNext: 'Bekijk de wijzigingen en keur ze goed om het sjabloon online te zetten, of wijs ze af.',
    approvalLink: 'De wijzigingen bekijken',
  },
  ko: {
    greeting: '{name}님, 안녕하세요.',
    greetingNoName: '안녕하세요.',
    verifySubject: '{brand} 커뮤니티 이메일 주소를 확인해 주세요',
    verifyIntro: '{brand} 커뮤니티에 가입해 주셔서 감사합니다. 로그인하고 템플릿을 공유하려면 이메일 주소를 확인해 주세요.',
    verifyLink: '내 이메일 주소 확인',
    verifyIgnore: '가입하지 않으셨다면 이 이메일을 무시하세요. 확인하지 않으면 계정이 만들어지지 않습니다.',
    resetSubject: '{brand} 커뮤니티 비밀번호 재설정',
    resetIntro: '커뮤니티 계정의 비밀번호 재설정 요청이 있었습니다. 링크는 1시간 동안 유효합니다.',
    resetLink: '새 비밀번호 설정',
    resetIgnore: '본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.',
    noticeSubject: '누군가 회원님의 이메일로 {brand} 커뮤니티 가입을 시도했습니다',
    noticeIntro: '이미 계정이 있는 이 이메일 주소로 누군가 {brand} 커뮤니티 가입을 시도했습니다. 새 계정은 만들어지지 않았습니다.',
    noticeHelp:
      '본인이라면 비밀번호로 로그인하거나, 비밀번호를 잊으셨다면 새 비밀번호를 설정하세요. 본인이 아니라면 이 이메일을 무시하세요. 계정은 그대로 유지됩니다.',
    noticeLogIn: '로그인',
    statusLine: '상태: {status}',
    onlineSubject: '템플릿이 게시되었습니다',
    onlineIntro: '좋은 소식입니다. 템플릿 ‘{title}’이(가) 승인되어 이제 {brand} 템플릿 갤러리에 게시되었습니다.',
    onlineLink: '템플릿 보기',
    rejectedSubject: '템플릿 수정이 필요합니다',
    rejectedIntro: '‘{title}’을(를) 공유해 주셔서 감사합니다. 게시하기 전에 몇 가지 수정이 필요합니다.',
    rejectedReason: '사유: {reason}. {advice}',
    reasonNone: '없음',
    reasonBadSelfie: '부적합한 셀피',
    reasonBadText: '부적합한 글',
    reasonBadSelfieAndText: '부적합한 셀피와 글',
    adviceNone: '게시하기 전에 수정해 달라는 모더레이터의 요청이 있었습니다.',
    adviceBadSelfie: '셀피가 가이드라인에 맞지 않습니다. 본인의 선명한 최근 사진을 사용해 주세요.',
    adviceBadText: '스토리를 보완해 주세요. 팀이 보드를 어떻게 사용하는지 각 문단 50단어 이상으로 설명해 주세요.',
    adviceBadSelfieAndText: '셀피와 스토리 모두 수정이 필요합니다. 본인의 선명한 최근 사진을 사용하고, 팀이 보드를 어떻게 사용하는지 설명해 주세요.',
    rejectedNext: '템플릿을 편집하고 저장하세요. 다시 모더레이터의 검토를 받게 됩니다.',
    rejectedNote: '모더레이터의 메모: {note}',
    rejectedLink: '템플릿 편집',
    approvalSubject: '모더레이터가 템플릿 변경을 제안했습니다',
    approvalIntro: '모더레이터가 ‘{title}’을(를) 편집했으며, 게시하려면 회원님의 승인이 필요합니다.',
    approvalNext: '변경 사항을 검토한 후 승인하여 템플릿을 게시하거나 거절하세요.',
    approvalLink: '변경 사항 검토',
  },
  tr: {
    greeting: 'Merhaba {name},',
    greetingNoName: 'Merhaba,',
    verifySubject: '{brand} topluluğu için e-posta adresinizi onaylayın',
    verifyIntro: '{brand} topluluğuna katıldığınız için teşekkürler. Giriş yapmak ve şablonlarınızı paylaşmak için e-posta adresinizi onaylayın.',
    verifyLink: 'E-posta adresimi onayla',
    verifyIgnore: 'Kaydolmadıysanız bu e-postayı dikkate almayın: onay olmadan hesap açılmaz.',
    resetSubject: '{brand} topluluğu şifrenizi sıfırlayın',
    resetIntro: 'Birisi topluluk hesabınızın şifresini sıfırlamak istedi. Bağlantı bir saat geçerlidir.',
    resetLink: 'Yeni şifre belirle',
    resetIgnore: 'Bu siz değilseniz bu e-postayı dikkate almayın: şifreniz olduğu gibi kalır.',
    noticeSubject: 'Birisi {brand} topluluğu e-postanızla kaydolmaya çalıştı',
    noticeIntro: 'Birisi, zaten bir hesabı olan bu e-posta adresiyle {brand} topluluğuna kaydolmaya çalıştı. Yeni bir hesap oluşturulmadı.',
    noticeHelp:
      'Bu sizseniz şifrenizle giriş yapın ya da unuttuysanız yeni bir şifre belirleyin. Bu siz değilseniz bu e-postayı dikkate almayın: hesabınız olduğu gibi kalır.',
    noticeLogIn: 'Giriş yap',
    statusLine: 'Durum: {status}',
    onlineSubject: 'Şablonunuz yayında',
    onlineIntro: 'İyi haber: “{title}” şablonunuz onaylandı ve artık {brand} şablon galerisinde yayında.',
    onlineLink: 'Şablonunuzu görün',
    rejectedSubject: 'Şablonunuzda değişiklik gerekiyor',
    rejectedIntro: '“{title}” şablonunu paylaştığınız için teşekkürler. Yayınlanabilmesi için bazı değişiklikler gerekiyor.',
    rejectedReason: 'Neden: {reason}. {advice}',
    reasonNone: 'Belirtilmedi',
    reasonBadSelfie: 'Uygun olmayan selfie',
    reasonBadText: 'Uygun olmayan metin',
    reasonBadSelfieAndText: 'Uygun olmayan selfie ve metin',
    adviceNone: 'Bir moderatör, yayınlanmadan önce değişiklik yapılmasını istedi.',
    adviceBadSelfie: 'Selfie yönergelerimize uymuyor: kendinize ait net ve yeni bir fotoğraf kullanın.',
    adviceBadText: 'Hikâyenin geliştirilmesi gerekiyor: ekibinizin panoyu nasıl kullandığını en az 50 kelimelik paragraflarla anlatın.',
    adviceBadSelfieAndText:
      'Hem selfie hem de hikâye değişmeli: kendinize ait net ve yeni bir fotoğraf kullanın ve ekibinizin panoyu nasıl kullandığını anlatın.',
    rejectedNext: 'Şablonu düzenleyip kaydedin: yeniden moderatörlerin incelemesine gider.',
    rejectedNote: 'Moderatörün notu: {note}',
    rejectedLink: 'Şablonunuzu düzenleyin',
    approvalSubject: 'Bir moderatör şablonunuzda değişiklik önerdi',
    approvalIntro: 'Bir moderatör “{title}” şablonunu düzenledi ve yayınlanmadan önce onayınız gerekiyor.',
    approvalNext: 'Değişiklikleri inceleyin, ardından şablonu yayınlamak için onaylayın ya da reddedin.',
    approvalLink: 'Değişiklikleri inceleyin',
  },
  sv: {
    greeting: 'Hej {name}!',
    greetingNoName: 'Hej!',
    verifySubject: 'Bekräfta din e-postadress för {brand}-communityn',
    verifyIntro: 'Tack för att du gick med i {brand}-communityn. Bekräfta din e-postadress för att logga in och dela dina mallar.',
    verifyLink: 'Bekräfta min e-postadress',
    verifyIgnore: 'Om du inte har registrerat dig kan du bortse från det här mejlet: inget konto öppnas utan bekräftelsen.',
    resetSubject: 'Återställ ditt lösenord för {brand}-communityn',
    resetIntro: 'Någon har bett om att återställa lösenordet till ditt communitykonto. Länken gäller i en timme.',
    resetLink: 'Välj ett nytt lösenord',
    resetIgnore: 'Om det inte var du kan du bortse från det här mejlet: ditt lösenord förblir oförändrat.',
    noticeSubject: 'Någon försökte registrera sig med din e-postadress för {brand}-communityn',
    noticeIntro: 'Någon försökte registrera sig i {brand}-communityn med den här e-postadressen, som redan har ett konto. Inget nytt konto skapades.',
    noticeHelp:
      'Om det var du kan du logga in med ditt lösenord, eller välja ett nytt om du har glömt det. Om det inte var du kan du bortse från det här mejlet: ditt konto förblir som det är.',
    noticeLogIn: 'Logga in',
    statusLine: 'Status: {status}',
    onlineSubject: 'Din mall är publicerad',
    onlineIntro: 'Goda nyheter: din mall ”{title}” har godkänts och är nu publicerad i {brand}s mallgalleri.',
    onlineLink: 'Se din mall',
    rejectedSubject: 'Din mall behöver ändras',
    rejectedIntro: 'Tack för att du delade ”{title}”. Innan den kan publiceras behöver den några ändringar.',
    rejectedReason: 'Anledning: {reason}. {advice}',
    reasonNone: 'Ingen',
    reasonBadSelfie: 'Olämplig selfie',
    reasonBadText: 'Olämplig text',
    reasonBadSelfieAndText: 'Olämplig selfie och text',
    adviceNone: 'En moderator har bett om ändringar innan den kan publiceras.',
    adviceBadSelfie: 'Selfien uppfyller inte våra riktlinjer: använd ett tydligt och aktuellt foto av dig själv.',
    adviceBadText: 'Berättelsen behöver arbetas om: berätta hur ditt team använder tavlan, i stycken på minst 50 ord.',
    adviceBadSelfieAndText:
      'Både selfien och berättelsen behöver ändras: använd ett tydligt och aktuellt foto av dig själv och berätta hur ditt team använder tavlan.',
    rejectedNext: 'Redigera mallen och spara den: den går då tillbaka till moderatorerna för granskning.',
    rejectedNote: 'Moderatorns kommentar: {note}',
    rejectedLink: 'Redigera din mall',
    approvalSubject: 'En moderator har föreslagit ändringar i din mall',
    approvalIntro: 'En moderator har redigerat ”{title}” och behöver ditt godkännande innan den publiceras.',
    approvalNext: 'Granska ändringarna och godkänn dem för att publicera mallen, eller avvisa dem.',
    approvalLink: 'Granska ändringarna',
  },
  pl: {
    greeting: 'Cześć {name},',
    greetingNoName: 'Cześć,',
    verifySubject: 'Potwierdź swój adres e-mail w społeczności {brand}',
    verifyIntro: 'Dziękujemy za dołączenie do społeczności {brand}. Potwierdź swój adres e-mail, aby się zalogować i udostępniać swoje szablony.',
    verifyLink: 'Potwierdź mój adres e-mail',
    verifyIgnore: 'Jeśli to nie Ty się rejestrujesz, zignoruj tę wiadomość: bez potwierdzenia konto nie zostanie założone.',
    resetSubject: 'Zresetuj hasło do społeczności {brand}',
    resetIntro: 'Ktoś poprosił o zresetowanie hasła do Twojego konta w społeczności. Link jest ważny przez godzinę.',
    resetLink: 'Ustaw nowe hasło',
    resetIgnore: 'Jeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
    noticeSubject: 'Ktoś próbował zarejestrować się w społeczności {brand} przy użyciu Twojego adresu e-mail',
    noticeIntro:
      'Ktoś próbował zarejestrować się w społeczności {brand} przy użyciu tego adresu e-mail, do którego jest już przypisane konto. Nowe konto nie zostało utworzone.',
    noticeHelp:
      'Jeśli to Ty, zaloguj się swoim hasłem albo ustaw nowe, jeśli go nie pamiętasz. Jeśli to nie Ty, zignoruj tę wiadomość: Twoje konto pozostanie bez zmian.',
    noticeLogIn: 'Zaloguj się',
    statusLine: 'Status: {status}',
    onlineSubject: 'Twój szablon jest opublikowany',
    onlineIntro: 'Dobra wiadomość: Twój szablon „{title}” został zatwierdzony i jest już opublikowany w galerii szablonów {brand}.',
    onlineLink: 'Zobacz swój szablon',
    rejectedSubject: 'Twój szablon wymaga zmian',
    rejectedIntro: 'Dziękujemy za udostępnienie szablonu „{title}”. Zanim zostanie opublikowany, wymaga kilku zmian.',
    rejectedReason: 'Powód: {reason}. {advice}',
    reasonNone: 'brak',
    reasonBadSelfie: 'nieodpowiednie selfie',
    reasonBadText: 'nieodpowiedni tekst',
    reasonBadSelfieAndText: 'nieodpowiednie selfie i tekst',
    adviceNone: 'Moderator poprosił o zmiany przed publikacją.',
    adviceBadSelfie: 'Selfie nie spełnia naszych wytycznych: użyj wyraźnego, aktualnego zdjęcia siebie.',
    adviceBadText: 'Historię trzeba dopracować: opisz, jak Twój zespół korzysta z tablicy, w akapitach liczących co najmniej 50 słów.',
    adviceBadSelfieAndText:
      'Zarówno selfie, jak i historia wymagają zmian: użyj wyraźnego, aktualnego zdjęcia siebie i opisz, jak Twój zespół korzysta z tablicy.',
    rejectedNext: 'Edytuj szablon i zapisz go: wróci do moderatorów do sprawdzenia.',
    rejectedNote: 'Uwaga od moderatora: {note}',
    rejectedLink: 'Edytuj swój szablon',
    approvalSubject: 'Moderator zaproponował zmiany w Twoim szablonie',
    approvalIntro: 'Moderator zmienił szablon „{title}” i przed publikacją potrzebuje Twojej zgody.',
    approvalNext: 'Przejrzyj zmiany, a następnie zatwierdź je, aby opublikować szablon, albo je odrzuć.',
    approvalLink: 'Przejrzyj zmiany',
  },
  'zh-tw': {
    greeting: '{name}，您好：',
    greetingNoName: '您好：',
    verifySubject: '請確認您在 {brand} 社群的電子郵件地址',
    verifyIntro: '感謝您加入 {brand} 社群。請確認您的電子郵件地址，以便登入並分享您的範本。',
    verifyLink: '確認我的電子郵件地址',
    verifyIgnore: '如果您沒有註冊，請忽略這封電子郵件：未經確認不會開立任何帳戶。',
    resetSubject: '重設您的 {brand} 社群密碼',
    resetIntro: '有人要求重設您社群帳戶的密碼。此連結在一小時內有效。',
    resetLink: '設定新密碼',
    resetIgnore: '如果這不是您本人，請忽略這封電子郵件：您的密碼不會變更。',
    noticeSubject: '有人嘗試使用您的 {brand} 社群電子郵件註冊',
    noticeIntro: '有人嘗試以這個已有帳戶的電子郵件地址註冊 {brand} 社群。系統並未建立新帳戶。',
    noticeHelp: '如果是您本人，請使用密碼登入；如果忘記密碼，請設定新密碼。如果不是您本人，請忽略這封電子郵件：您的帳戶維持不變。',
    noticeLogIn: '登入',
    statusLine: '狀態：{status}',
    onlineSubject: '您的範本已上線',
    onlineIntro: '好消息：您的範本「{title}」已通過審核，現在已在 {brand} 範本庫上線。',
    onlineLink: '查看您的範本',
    rejectedSubject: '您的範本需要修改',
    rejectedIntro: '感謝您分享「{title}」。上線前還需要做一些修改。',
    rejectedReason: '原因：{reason}。{advice}',
    reasonNone: '無',
    reasonBadSelfie: '自拍照不符合規範',
    reasonBadText: '文字不符合規範',
    reasonBadSelfieAndText: '自拍照與文字不符合規範',
    adviceNone: '版主要求在上線前進行修改。',
    adviceBadSelfie: '自拍照不符合我們的規範：請使用清晰、近期的本人照片。',
    adviceBadText: '故事還需要加強：請說明您的團隊如何使用看板，每段至少 50 個字。',
    adviceBadSelfieAndText: '自拍照和故事都需要修改：請使用清晰、近期的本人照片，並說明您的團隊如何使用看板。',
    rejectedNext: '請編輯範本並儲存：範本會重新交由版主審核。',
    rejectedNote: '版主的附註： {note}',
    rejectedLink: '編輯您的範本',
    approvalSubject: '版主對您的範本提出了修改建議',
    approvalIntro: '版主編輯了「{title}」，上線前需要您的同意。',
    approvalNext: '請檢視這些修改，然後同意修改讓範本上線，或拒絕修改。',
    approvalLink: '檢視修改內容',
  },
} satisfies Record<TranslatedLocale, Record<CommunityEmailTextKey, string>>

/** Every locale's email text; English for Singapore and the Philippines is English. */
export const COMMUNITY_EMAIL_TEXT = {
  en: EN,
  ...TRANSLATIONS,
  'en-sg': { ...EN },
  'en-ph': { ...EN },
} satisfies Record<Locale, Record<CommunityEmailTextKey, string>>

/** The email text of a locale; English for anything that is not one. */
export function communityEmailText(locale: Locale): CommunityEmailText {
  return Object.hasOwn(COMMUNITY_EMAIL_TEXT, locale) ? COMMUNITY_EMAIL_TEXT[locale] : COMMUNITY_EMAIL_TEXT.en
}

// ----------------------------------------------------------------------------------------------
// The emails
// ----------------------------------------------------------------------------------------------

type Paragraph = string | { link: string; label: string }

/** One email from its paragraphs: the text version and the same in simple HTML, every part escaped. */
export function composeEmail(subject: string, paragraphs: Paragraph[]): Email {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : `${part.label}: ${part.link}`)).join('\n\n')
  const html = paragraphs
    .map((part) => (typeof part === 'string' ? `<p>${escapeHtml(part)}</p>` : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`))
    .join('\n')
  return { subject: oneLine(subject, 200), text, html }
}

/** "Hello Dana," with the member's name on one line, or "Hello," without one. */
export function greetingText(text: CommunityEmailText, name: string | null | undefined): string {
  return name?.trim() ? formatText(text.greeting, { name: oneLine(name, 80) }) : text.greetingNoName
}

export type AccountEmail = { locale: Locale; name?: string | null; serverUrl: string; token: string; brandName: string }

export function communityVerificationEmail({ locale, name, serverUrl, token, brandName }: AccountEmail): Email {
  const text = communityEmailText(locale)
  const brand = { brand: brandName }
  return composeEmail(formatText(text.verifySubject, brand), [
    greetingText(text, name),
    formatText(text.verifyIntro, brand),
    { link: verifyEmailUrl(serverUrl, token, locale), label: text.verifyLink },
    text.verifyIgnore,
  ])
}

export function communityPasswordResetEmail({ locale, name, serverUrl, token, brandName }: AccountEmail): Email {
  const text = communityEmailText(locale)
  return composeEmail(formatText(text.resetSubject, { brand: brandName }), [
    greetingText(text, name),
    text.resetIntro,
    { link: resetPasswordUrl(serverUrl, token, locale), label: text.resetLink },
    text.resetIgnore,
  ])
}

/** The words of each rejection reason: its name, and what it asks of the author. */
const REJECT_REASON_TEXT = {
  None: ['reasonNone', 'adviceNone'],
  'Bad Selfie': ['reasonBadSelfie', 'adviceBadSelfie'],
  'Bad Text': ['reasonBadText', 'adviceBadText'],
  'Bad Selfie and Text': ['reasonBadSelfieAndText', 'adviceBadSelfieAndText'],
} as const satisfies Record<RejectReason, readonly [CommunityEmailTextKey, CommunityEmailTextKey]>

export type CommunityTemplateStatusEmail = {
  locale: Locale
  /** The status the template moved to: decides the email (statusEmailKind) and names it. */
  toStatus: number
  templateId: number | string
  title: string
  name?: string | null
  rejectReason?: RejectReason | null
  /** The moderator's own words with a rejection, shown beside the reason. */
  note?: string | null
  serverUrl: string
  brandName: string
}

/**
 * The email about a moderator's move, linking to the online template's page (online) or the
 * member's own page of it (the others); undefined for a move the author hears nothing about.
 * The status reads as the member's pages show it (interface text, SPEC §4's words in English).
 */
export function communityTemplateStatusEmail(email: CommunityTemplateStatusEmail): Email | undefined {
  const { locale, toStatus, templateId, title, name, serverUrl, brandName } = email
  const kind = statusEmailKind(toStatus)
  if (!kind) return undefined
  const text = communityEmailText(locale)
  const values = { title: oneLine(title, 120), brand: brandName }
  const greeting = greetingText(text, name)
  const status = formatText(text.statusLine, { status: interfaceText(locale)[statusTextKey(toStatus)] })
  const ownPage = myTemplateUrl(serverUrl, templateId, locale)
  switch (kind) {
    case 'online':
      return composeEmail(text.onlineSubject, [
        greeting,
        formatText(text.onlineIntro, values),
        status,
        { link: onlineTemplateUrl(serverUrl, templateId, locale), label: text.onlineLink },
      ])
    case 'rejected': {
      const [reason, advice] = REJECT_REASON_TEXT[email.rejectReason ?? 'None']
      return composeEmail(text.rejectedSubject, [
        greeting,
        formatText(text.rejectedIntro, values),
        status,
        formatText(text.rejectedReason, { reason: text[reason], advice: text[advice] }),
        ...(email.note?.trim() ? [formatText(text.rejectedNote, { note: email.note.trim().slice(0, 1000) })] : []),
        text.rejectedNext,
        { link: ownPage, label: text.rejectedLink },
      ])
    }
    case 'approvalRequested':
      return composeEmail(text.approvalSubject, [
        greeting,
        formatText(text.approvalIntro, values),
        status,
        text.approvalNext,
        { link: ownPage, label: text.approvalLink },
      ])
  }
}
