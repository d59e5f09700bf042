/** German: the emails community members get. */
import type { Messages } from '../messages-shape'

export const emails = {
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
} satisfies Messages['emails']
