/** Polish: the emails community members get. */
import type { Messages } from '../messages-shape'

export const emails = {
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
} satisfies Messages['emails']
