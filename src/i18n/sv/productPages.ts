/** Swedish: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Vanliga frågor',
  workManagement: {
    title: 'Arbetshantering',
    summary: 'Planera, följ upp och leverera alla projekt, från enkla uppgifter till portföljer för hela företaget.',
    overview:
      'Med {brand} Arbetshantering får varje team en plats att planera, genomföra och följa upp sitt arbete. Bygg tavlor för projekt, förfrågningar och processer, visa dem som tabell, Kanban, Gantt eller kalender och låt automatiseringar sköta överlämningarna, så ser chefer hur det går utan att jaga statusuppdateringar.',
    sections: [
      {
        heading: 'Planera alla projekt på ert sätt',
        intro: 'Börja med en mall eller en tom tavla och forma den efter hur teamet redan arbetar.',
        items: [
          ['Tavlor för allt', 'Projekt, kampanjer, förfrågningar och processer, med de kolumner ni behöver: ansvariga, datum, status, budgetar och filer.'],
          ['Vyer för varje roll', 'Växla mellan tabell, Kanban, Gantt, kalender och arbetsbelastning för samma data, utan att kopiera något.'],
          ['Mallar för en snabb start', 'Över 200 mallar, från produktlanseringar till kundonboarding, klara att använda med ett klick.'],
        ],
      },
      {
        heading: 'Automatisera rutinarbetet',
        intro: 'Recept som vem som helst ställer in på vanlig svenska tar hand om återkommande steg.',
        items: [
          ['Automatiseringar utan kod', '”När status ändras till Klar, meddela beställaren och flytta objektet till Levererat.” Klart på en minut.'],
          ['Påminnelser i tid', 'Påminnelser inför förfallodagar och eskaleringar ser till att inga deadlines passerar obemärkt.'],
          ['Integrationer', 'Koppla ihop e-post, chatt, kalendrar, fillagring och över 70 andra verktyg som era team redan använder.'],
        ],
      },
      {
        heading: 'Hela bilden i realtid',
        intro: 'Instrumentpaneler samlar data från alla tavlor, så att ledningen ser det viktiga utan att be om en rapport.',
        items: [
          ['Instrumentpaneler', 'Kombinera upp till 50 tavlor i diagram, nyckeltal, tidslinjer och widgetar för arbetsbelastning.'],
          ['Portföljvy', 'Följ budgetar, risker och milstolpar för alla projekt i en enda sammanställning.'],
          ['Jämn arbetsbelastning', 'Se vem som har för mycket på sitt bord och fördela om arbetet innan det blir ett problem.'],
        ],
      },
      {
        heading: 'Säkert och redo att växa',
        intro: 'Från ett team på fem till en organisation på 50 000, med de kontroller som IT efterfrågar.',
        items: [
          ['Behörigheter', 'Behörigheter per tavla, kolumn och arbetsyta gör att känsligt arbete bara syns för rätt personer.'],
          ['Säkerhet för företag', 'SSO, granskningslogg, datalagring i EU, USA eller Australien samt certifiering enligt ISO 27001 och SOC 2 Typ II.'],
          ['Gäster', 'Bjud in kunder och konsulter till de tavlor de arbetar med, och inget annat.'],
        ],
      },
    ],
    story: {
      quote:
        'Vi flyttade 40 team från kalkylark och tre olika verktyg till {brand} på ett kvartal. Statusmötena krympte från en timme till en kvart i veckan, eftersom alla redan ser samma tavla.',
      person: 'Hannah Okafor',
      role: 'Chef för PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Hur lång tid tar det att komma igång?',
        'De flesta team bygger sin första tavla från en mall på under tio minuter. Större införanden tar oftast två till sex veckor med hjälp av vårt onboardingteam eller en certifierad partner.',
      ],
      [
        'Kan jag importera mina befintliga projekt?',
        'Ja. Importera från Excel, CSV, Google Kalkylark, Trello, Asana och Jira, med kolumnerna automatiskt matchade.',
      ],
      [
        'Finns det en gratisplan?',
        'Ja. Free-planen är gratis för alltid för upp till två användare. Betalplaner kan du prova gratis i 14 dagar, utan kreditkort.',
      ],
      ['Vilka språk finns {brand} på?', 'Produkten finns på 14 språk, och var och en väljer sitt eget.'],
    ],
    cta: { heading: 'Prova {brand} gratis', text: 'Inget kreditkort behövs. Din första tavla är klar på några minuter.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Planera sprintar, följ buggar och leverera releaser med hela produktteamet.',
    overview:
      '{brand} dev samlar produktchefer, utvecklare och designer på en plattform: roadmaps, sprintar, buggar och releaser, kopplade till koden. Alla, från utvecklaren till vd:n, ser vad som levereras och när, utan ännu ett statusmöte.',
    sections: [
      {
        heading: 'Roadmaps som alla kan följa',
        intro: 'Koppla strategin till arbetet som förverkligar den.',
        items: [
          ['Produkt-roadmaps', 'Planera initiativ och epics på en tidslinje och dela en skrivskyddad vy med hela företaget.'],
          ['Funktionsönskemål', 'Samla in återkoppling från kunder och team och prioritera efter effekt och insats.'],
          ['Kapacitetsplanering', 'Stäm av roadmapen mot de personer ni har innan ni lovar ett datum.'],
        ],
      },
      {
        heading: 'Sprintar utan krångel',
        intro: 'Agila ceremonier som tar minuter, inte timmar.',
        items: [
          ['Sprintplanering', 'Flytta objekt från backloggen till en sprint, skatta dem med story points och sätt igång.'],
          ['Burndown och velocity', 'Diagrammen uppdateras när arbetet rör sig, så ni vet mitt i sprinten om målet fortfarande går att nå.'],
          ['Retrospektiver', 'En inbyggd tavla för vad som gick bra, vad som inte gjorde det och de åtgärder ni kom överens om.'],
        ],
      },
      {
        heading: 'Buggar spårade från rapport till release',
        intro: 'Sortera snabbt och håll kunderna informerade.',
        items: [
          ['Buggspårning', 'Allvarlighetsgrad, steg för att återskapa, skärmbilder och en ansvarig för varje bugg.'],
          ['Git-integration', 'Länka commits och pull requests från GitHub och GitLab; objekten flyttas när koden slås samman.'],
          ['Releaseanteckningar', 'Skapa releaseanteckningar från objekten i en release, klara att publicera.'],
        ],
      },
    ],
    story: {
      quote: 'Utveckling, produkt och support tittar äntligen på samma bugglista. Mediantiden för att åtgärda en kritisk bugg sjönk från nio dagar till två.',
      person: 'Mei Lin Chen',
      role: 'Utvecklingschef',
      company: 'Quantia Health',
    },
    faq: [
      ['Ersätter {brand} dev Jira?', 'Många team lämnar Jira helt; andra synkar åt båda hållen med vår Jira-integration medan de byter.'],
      ['Vilka kodplattformar integrerar ni med?', 'GitHub, GitLab och Bitbucket, både i molnet och egenhostade.'],
      ['Kan andra än utvecklare använda det?', 'Ja. Sälj, support och ledning följer roadmaps och lämnar önskemål utan att lära sig ett utvecklarverktyg.'],
    ],
    cta: { heading: 'Prova {brand} dev gratis', text: 'Planera nästa sprint på några minuter. Inget kreditkort behövs.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Lös ärenden snabbare med AI-driven tjänstehantering.',
    overview:
      '{brand} service är en AI-driven servicedesk för IT, HR och kundsupport. Förfrågningar kommer in via e-post, portal eller chatt, AI sorterar och fördelar dem, och handläggarna löser dem tillsammans med alla team de behöver på samma plattform.',
    sections: [
      {
        heading: 'Alla förfrågningar i en kö',
        intro: 'Inga fler förfrågningar som försvinner i inkorgar och chattrådar.',
        items: [
          ['Ärenden från alla kanaler', 'E-post, webbportal, chatt och formulär skapar ärenden i samma kö.'],
          ['Självbetjäningsportal', 'En portal i er egen profil med kunskapsbas besvarar vanliga frågor innan de blir ärenden.'],
          ['SLA:er', 'Mål för svars- och lösningstid per prioritet, med varning innan ett brott.'],
        ],
      },
      {
        heading: 'AI gör första genomgången',
        intro: 'Handläggarna tar vid där AI:n slutar.',
        items: [
          ['Automatisk sortering', 'AI klassar varje ärende efter typ, brådska och tonläge och skickar det till rätt team.'],
          ['Föreslagna svar', 'Svarsutkast från kunskapsbasen och tidigare ärenden, redo för en handläggare att granska.'],
          ['Liknande ärenden', 'Upptäck incidenter tidigt när många rapporterar samma problem.'],
        ],
      },
      {
        heading: 'Service som knyter ihop organisationen',
        intro: 'Arbeta med teamen som har svaret.',
        items: [
          ['Eskaleringar', 'Eskalera till utveckling, ekonomi eller fastighet på deras egna tavlor, med ärendet länkat.'],
          ['Tillgångshantering', 'Håll koll på datorer, licenser och utrustning och se ärendehistoriken för varje tillgång.'],
          ['Rapporter', 'Ärendevolym, första svarstid, kundnöjdhet och handläggarnas belastning på live-instrumentpaneler.'],
        ],
      },
    ],
    story: {
      quote:
        'Vi ersatte vår gamla helpdesk på sex veckor. AI-sorteringen sköter den första fördelningen, och vår första svarstid sjönk från åtta timmar till under en.',
      person: 'Samuel Adeyemi',
      role: 'IT-servicechef',
      company: 'Meridian University',
    },
    faq: [
      ['Vilka team använder {brand} service?', 'IT, HR, fastighet, juridik och kundsupport, var och en med egna köer och egen portal.'],
      [
        'Ser AI:n mina data?',
        'AI-funktionerna körs inom {brand}; era data används aldrig för att träna modeller åt andra kunder. Administratörer kan stänga av AI-funktionerna.',
      ],
      ['Kan kunder skicka in ärenden via e-post?', 'Ja. Varje kö får en egen adress, och svaren hamnar i samma ärende.'],
    ],
    cta: { heading: 'Prova {brand} service gratis', text: 'Sätt upp er första kö och portal på en eftermiddag.' },
  },
} satisfies Messages['productPages']
