/** Swedish: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'HR-hantering',
    summary: 'Rekrytering, onboarding och medarbetarärenden i ordning.',
    overview:
      'HR-team sköter rekrytering, onboarding och medarbetarärenden i {brand}: varje kandidat, nyanställd och förfrågan på en tavla, med automatiseringar för pappersarbetet och instrumentpaneler för bemanningsplaneringen.',
    sections: [
      {
        heading: 'Anställ rätt personer, snabbare',
        intro: 'En rekryteringsprocess som era rekryterande chefer faktiskt håller uppdaterad.',
        items: [
          ['Kandidatflöde', 'Följ varje kandidat från ansökan till erbjudande, med återkopplingen från intervjuerna på ett ställe.'],
          ['Intervjubokning', 'Kalenderintegrationer bokar intervjuer utan mejlpingis.'],
          ['Godkännande av erbjudanden', 'Skicka erbjudanden automatiskt till ekonomi och ledning för godkännande.'],
        ],
      },
      {
        heading: 'En onboarding som känns personlig',
        intro: 'En plan för varje nyanställd, klar före första dagen.',
        items: [
          ['Checklistor för onboarding', 'IT, fastighet och chefen får var sina uppgifter så fort en anställning är bekräftad.'],
          ['Välkomstportal', 'Nyanställda ser sin plan för första veckan, sin fadder och de policyer de behöver.'],
          ['Uppföljning', 'Se vem som är klar med sin onboarding och vem som behöver en hjälpande hand.'],
        ],
      },
      {
        heading: 'Svara på medarbetarnas frågor',
        intro: 'Ledighet, utrustning och policyfrågor i en och samma kö.',
        items: [
          ['Formulär för ärenden', 'Medarbetare frågar via ett formulär, och HR ser alla ärenden på en tavla.'],
          ['Konfidentiella tavlor', 'Känsliga ärenden syns bara för dem som hanterar dem.'],
          ['Instrumentpaneler för HR', 'Antal anställda, tid till anställning och ärendevolym i en överblick.'],
        ],
      },
    ],
    story: {
      quote: 'Vi tar emot 60 nya medarbetare i månaden i fyra länder. Med {brand} har varje nyanställd dator, konton och en fadder redan första dagen.',
      person: 'Priya Nair',
      role: 'Personalchef',
      company: 'Lumen Travel',
    },
    faq: [
      ['Hålls personaluppgifter privata?', 'Ja. Privata tavlor, kolumnbehörigheter och granskningsloggar gör att personuppgifter bara syns för HR.'],
      ['Kan det kopplas till vårt HR-system?', 'Integrationer med BambooHR, Workday och Personio håller personalregistret synkroniserat.'],
      ['Finns det en mall att börja med?', 'Ja: mallar för rekrytering, onboardingchecklista och medarbetarärenden är redo att användas.'],
    ],
    cta: { heading: 'Prova {brand} för HR gratis', text: 'Börja med onboardingmallen och ha planen för er nästa nyanställda klar redan i dag.' },
  },
  teamManagement: {
    title: 'Teamledning',
    summary: 'Vet vem som arbetar med vad och fördela arbetsbelastningen.',
    overview:
      'Vet vem som arbetar med vad, fördela arbetsbelastningen jämnt och håll teamet fokuserat på det som är viktigt. {brand} ger chefer en aktuell bild av teamets arbete, utan detaljstyrning.',
    sections: [
      {
        heading: 'Allas arbete i en överblick',
        intro: 'En vy över alla uppdrag, deadlines och prioriteringar.',
        items: [
          ['Mitt arbete', 'Var och en ser sina uppgifter från alla tavlor, sorterade efter förfallodatum.'],
          ['Teamtavlor', 'Mål, projekt och återkommande arbete för hela teamet på ett ställe.'],
          ['Statusuppdateringar', 'Kommentarer och uppdateringar direkt på objektet, inte utspridda i chatten.'],
        ],
      },
      {
        heading: 'Fördela arbetsbelastningen',
        intro: 'Upptäck överbelastning innan den leder till utbrändhet.',
        items: [
          ['Arbetsbelastningsvy', 'Se varje persons kapacitet vecka för vecka och dra över arbete till någon som har utrymme.'],
          ['Tidrapportering', 'Förstå vart tiden tar vägen och gör bättre uppskattningar nästa gång.'],
          ['Frånvaro', 'Semester och ledighet visas bredvid schemat.'],
        ],
      },
      {
        heading: 'Håll bättre möten',
        intro: 'Mindre statusrapportering, fler beslut.',
        items: [
          ['Enskilda samtal', 'En gemensam agendatavla för varje direktrapporterande medarbetare.'],
          ['Mål och OKR', 'Koppla det dagliga arbetet till kvartalsmålen och följ hur det går.'],
          ['Instrumentpaneler', 'Veckans framsteg till rapporten för ledningen, sammanställda automatiskt.'],
        ],
      },
    ],
    story: {
      quote: 'Förut ägnade jag måndagsmorgnarna åt att samla in lägesrapporter. Nu öppnar jag instrumentpanelen och lägger den timmen på mitt team i stället.',
      person: 'Jonas Weber',
      role: 'Ansvarig för kundframgång',
      company: 'Fjord Analytics',
    },
    faq: [
      ['Hur stort kan ett team vara?', 'Från två personer till tusentals; arbetsytor och behörigheter håller ordning även i stora organisationer.'],
      ['Kan medarbetare bara se sitt eget arbete?', 'Ja. Med behörigheter bestämmer ni vem som ser och redigerar varje tavla.'],
      ['Fungerar det i mobilen?', 'Ja, med appar för iOS och Android och aviseringar om det som kräver uppmärksamhet.'],
    ],
    cta: { heading: 'Prova {brand} gratis', text: 'Bjud in teamet och skapa er första tavla på några minuter.' },
  },
  creativeAgencies: {
    title: 'För kreativa byråer',
    summary: 'Hantera briefer, godkännanden och kreativ produktion.',
    overview:
      'Kreativa byråer sköter briefer, produktion och godkännanden i {brand}. Håll tidsplanen i varje kundprojekt, samla in feedback direkt på materialet och se vilka kunder som är lönsamma.',
    sections: [
      {
        heading: 'Från brief till leverans',
        intro: 'Varje projekt, varje kund, i tid.',
        items: [
          ['Kreativa briefer', 'Ett briefformulär skapar projektet med uppgifter, ansvariga och deadlines.'],
          ['Produktionsscheman', 'Gantt-tidslinjer med beroenden mellan design, copy och utveckling.'],
          ['Resursplanering', 'Se vilka designer som är lediga nästa vecka innan ni tackar ja till ett nytt uppdrag.'],
        ],
      },
      {
        heading: 'Godkännanden utan mejlkedjor',
        intro: 'Feedback där arbetet finns.',
        items: [
          ['Korrektur', 'Kunder kommenterar direkt i bilder, PDF-filer och videor.'],
          ['Godkännandeflöden', 'Versioner går automatiskt vidare till nästa granskare när de har godkänts.'],
          ['Kunder som gäster', 'Kunder ser sina egna projekt och inget annat.'],
        ],
      },
      {
        heading: 'Ha koll på marginalerna',
        intro: 'Lönsamhet per kund och projekt.',
        items: [
          ['Tidrapportering', 'Rapportera timmar på projekt, uppdelat på debiterbar och icke-debiterbar tid.'],
          ['Budgetar', 'Jämför kostnader med budgeten för varje projekt medan arbetet pågår.'],
          ['Instrumentpaneler för kunder', 'Dela lägesrapporter med kunderna via en enda länk.'],
        ],
      },
    ],
    story: {
      quote: 'Förut tog kundgodkännanden en vecka av mejlande. Med korrektur i {brand} godkänns det mesta materialet på en dag.',
      person: 'Olivia Brooks',
      role: 'Vd',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['Kan kunder använda det utan att betala?', 'Ja. Gäster på betalda planer är gratis och ser bara de tavlor ni delar.'],
      ['Kan vi följa debiterbara timmar?', 'Ja, med tidrapportering i Pro-planen och export för fakturering.'],
      ['Finns det en integration med Adobe Creative Cloud?', 'Ja; material och kommentarer synkroniseras via vår Adobe-integration.'],
    ],
    cta: { heading: 'Prova {brand} för byråer gratis', text: 'Börja med mallen för kreativ produktion.' },
  },
  clientProjectManagement: {
    title: 'Hantering av kundprojekt',
    summary: 'Leverera kunduppdrag i tid och håll kunderna informerade.',
    overview:
      'Leverera kundprojekt i tid och inom budget, med kunderna informerade hela vägen. {brand} ger konsult- och tjänsteteam en plats för omfattning, tidsplan, timmar och kundkommunikation.',
    sections: [
      {
        heading: 'Planera uppdraget',
        intro: 'En plan som går att upprepa för varje kund.',
        items: [
          ['Projektmallar', 'Gör ert bästa uppdrag till en mall med faser, uppgifter och milstolpar.'],
          ['Milstolpar', 'Viktiga datum och leveranser som delas med kunden.'],
          ['Beroenden', 'Se hur en försening i en fas flyttar resten.'],
        ],
      },
      {
        heading: 'Håll kunderna informerade',
        intro: 'Öppenhet utan extra arbete.',
        items: [
          ['Kundportaler', 'Kunder ser hur det går, godkänner leveranser och lägger till önskemål.'],
          ['Delbara vyer', 'Skicka en skrivskyddad tidslinje som alltid är aktuell.'],
          ['Automatiska uppdateringar', 'Ett veckosammandrag via mejl till kunden, skrivet utifrån tavlan.'],
        ],
      },
      {
        heading: 'Skydda marginalen',
        intro: 'Upptäck när omfattningen växer, i god tid.',
        items: [
          ['Budgetuppföljning', 'Planerade mot faktiska timmar och kostnader per projekt.'],
          ['Ändringsbegäranden', 'Registrera och godkänn ändringar innan arbetet börjar.'],
          ['Portföljpanel', 'Alla kundprojekt, deras hälsa och deras marginal.'],
        ],
      },
    ],
    story: {
      quote: 'Våra kunder älskar den delade tidslinjen, och våra projektledare sparar en halv dag i veckan på rapportering.',
      person: 'Rafael Souza',
      role: 'Leveranschef',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Kan kunder bara se sitt eget projekt?', 'Ja. Gäster ser bara de tavlor ni delar med dem.'],
      ['Kan vi använda vår egen grafiska profil?', 'Formulär och portaler som kunderna ser har er logotyp och era färger.'],
      ['Stöds fakturering?', 'Exportera timmar till ert faktureringsverktyg eller koppla in QuickBooks och Xero.'],
    ],
    cta: { heading: 'Prova {brand} för kundprojekt gratis', text: 'Börja med mallen för kundprojekt.' },
  },
  productManagement: {
    title: 'Produktledning',
    summary: 'Roadmaps, feedback och lanseringar på ett ställe.',
    overview:
      'Produktteam planerar roadmaps, samlar in feedback och genomför lanseringar i {brand}, med utveckling, design och marknadsföring som arbetar utifrån samma plan.',
    sections: [
      {
        heading: 'Roadmaps som håller sig aktuella',
        intro: 'Strategi och genomförande på ett ställe.',
        items: [
          ['Roadmap-tidslinjer', 'Planera kvartal och releaser; datumen uppdateras i takt med arbetet.'],
          ['Prioritering', 'Poängsätt idéer efter räckvidd, effekt, säkerhet och arbetsinsats.'],
          ['Vyer för intressenter', 'Dela en skrivskyddad roadmap med sälj och ledning.'],
        ],
      },
      {
        heading: 'Lyssna på kunderna',
        intro: 'Feedback som når roadmapen.',
        items: [
          ['Insamling av feedback', 'Önskemål från support, sälj och formulär hamnar på en och samma tavla.'],
          ['Länkade önskemål', 'Koppla önskemål till funktioner och meddela kunderna när de släpps.'],
          ['Researcharkiv', 'Intervjuanteckningar och insikter, sökbara efter tema.'],
        ],
      },
      {
        heading: 'Lansera tillsammans med alla team',
        intro: 'Lanseringar utan överraskningar.',
        items: [
          ['Checklistor för lansering', 'Uppgifter för marknad, support och sälj vid varje release.'],
          ['Releasekalender', 'Se vad som släpps när, för alla produkter.'],
          ['Instrumentpaneler för lansering', 'Användning och feedback efter lanseringen.'],
        ],
      },
    ],
    story: {
      quote: 'Vår roadmap var förut en bild i en presentation som var inaktuell en vecka senare. Nu är den en levande tavla som hela företaget följer.',
      person: 'Aiko Tanaka',
      role: 'Produktgruppschef',
      company: 'Sora Mobility',
    },
    faq: [
      ['Fungerar det med utvecklingsverktyg?', 'Ja. Synkronisera med Jira, GitHub och GitLab, eller driv utvecklingsarbetet i {brand} dev.'],
      ['Kan vi hålla vissa planer privata?', 'Ja. Privata tavlor och behörigheter håller tidiga planer inom produktteamet.'],
      ['Finns det en roadmapmall?', 'Ja, flera: kvartalsroadmap, releaseplan och funktionsönskemål.'],
    ],
    cta: { heading: 'Prova {brand} för produktteam gratis', text: 'Börja med mallen för produkt-roadmap.' },
  },
  agile: {
    title: 'Agil projektledning',
    summary: 'Sprintar, backloggar och retrospektiv för agila team.',
    overview:
      'Agila team kör sprintar, backloggar och retrospektiv i {brand}, med friheten att arbeta med Scrum, Kanban eller en blandning, och rapporter som resten av verksamheten förstår.',
    sections: [
      {
        heading: 'Backloggar och sprintar',
        intro: 'Allt ett Scrum-team behöver.',
        items: [
          ['Backloggsförfining', 'Prioritera, uppskatta och dela upp berättelser tillsammans med hela teamet.'],
          ['Sprinttavlor', 'Planera sprinten och följ den på en Kanban-tavla.'],
          ['Storypoäng', 'Uppskatta arbetet och se hur hastigheten utvecklas över tid.'],
        ],
      },
      {
        heading: 'Kanban för flöde',
        intro: 'Begränsa pågående arbete och förbättra flödet.',
        items: [
          ['WIP-gränser', 'Kolumnerna varnar när för mycket arbete pågår samtidigt.'],
          ['Cykeltid', 'Se hur lång tid arbetet tar från start till klart.'],
          ['Simbanor', 'Gruppera efter prioritet, ansvarig eller typ av arbete.'],
        ],
      },
      {
        heading: 'Ständiga förbättringar',
        intro: 'Lär av varje iteration.',
        items: [
          ['Retrospektivtavla', 'Samla in vad som gick bra och vad som bör ändras, och tilldela sedan åtgärder.'],
          ['Burndown-diagram', 'Följ varje dag hur ni närmar er sprintmålet.'],
          ['Instrumentpaneler för teamet', 'Hastighet, ändrad omfattning och buggar per sprint.'],
        ],
      },
    ],
    story: {
      quote: 'Vi kör tolv Scrum-team i {brand}. Planeringen tar halva tiden mot förut, och ledningen läser äntligen våra sprintrapporter.',
      person: 'Lukas Nowak',
      role: 'Agil coach',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum eller Kanban?', 'Båda. Använd sprintar, Kanban-flöde eller en blandning, team för team.'],
      ['Kan vi skala agilt arbete över flera team?', 'Ja. Portföljtavlor och instrumentpaneler summerar arbetet över team och program.'],
      ['Finns det en sprintmall?', 'Ja: mallar för sprintplanering, backlogg och retrospektiv ingår.'],
    ],
    cta: { heading: 'Prova {brand} för agila team gratis', text: 'Starta er första sprint i dag.' },
  },
  productionManagement: {
    title: 'Produktionsstyrning',
    summary: 'Planera produktionskörningar, följ order och hantera lager.',
    overview:
      'Tillverkare och produktionsteam planerar körningar, följer order och hanterar lager i {brand}, och kopplar ihop verkstadsgolvet med sälj och inköp.',
    sections: [
      {
        heading: 'Planera produktionen',
        intro: 'Ett schema som alla litar på.',
        items: [
          ['Produktionsschema', 'Planera körningar i ett Gantt-schema med maskiner och skiftlag.'],
          ['Kapacitet', 'Se beläggningen på varje linje och skift innan ni accepterar en order.'],
          ['Materialförteckningar', 'Koppla varje order till de delar den behöver.'],
        ],
      },
      {
        heading: 'Följ varje order',
        intro: 'Från inköpsorder till leverans.',
        items: [
          ['Orderuppföljning', 'Status för varje order, uppdaterad från golvet i mobilen.'],
          ['Kvalitetskontroller', 'Checklistor och foton för varje inspektion.'],
          ['Leverantörshantering', 'Inköpsorder och leveransdatum per leverantör.'],
        ],
      },
      {
        heading: 'Styr lagret',
        intro: 'Rätt lager vid rätt tidpunkt.',
        items: [
          ['Lagertavla', 'Lagersaldon per artikel och plats.'],
          ['Beställningsvarningar', 'Automatiseringar varnar när lagret understiger sin miniminivå.'],
          ['Driftspanel', 'Produktion, förseningar och lager i en överblick.'],
        ],
      },
    ],
    story: {
      quote: 'Säljarna ser nu var varje order befinner sig utan att ringa fabriken. Leveranssäkerheten gick från 78 % till 95 %.',
      person: 'Marco Bianchi',
      role: 'Driftchef',
      company: 'Officine Rossi',
    },
    faq: [
      [
        'Ersätter det vårt affärssystem?',
        'Nej. {brand} fungerar tillsammans med ert affärssystem och synkroniserar order och lager via integrationer eller API:et.',
      ],
      ['Kan verkstadsgolvet använda det?', 'Ja, på surfplattor och telefoner, med enkla formulär för uppdateringar.'],
      ['Finns det en produktionsmall?', 'Ja: mallar för produktionsplanering, orderuppföljning och lager.'],
    ],
    cta: { heading: 'Prova {brand} för produktion gratis', text: 'Börja med mallen för produktionsplanering.' },
  },
} satisfies Messages['useCasePages']
