/** Dutch: the emails community members get. */
import type { Messages } from '../messages-shape'

export const emails = {
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
} satisfies Messages['emails']
