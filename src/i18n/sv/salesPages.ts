/** Swedish: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'CRM:et som säljteamet faktiskt använder: hantera leads, affärer och kunder.',
    overview:
      '{brand} CRM är systemet för kundrelationer som säljteamet faktiskt kommer att använda. Fånga leads från alla kanaler, för affärer genom en pipeline som ni själva utformar och låt automatiseringar logga e-post och boka uppföljningar, så att säljarna ägnar dagen åt att sälja i stället för att uppdatera poster.',
    sections: [
      {
        heading: 'En pipeline som passar er säljprocess',
        intro: 'Bestäm egna steg, fält och affärstyper, utan konsulter.',
        items: [
          ['Leadhantering', 'Fånga leads från webbformulär, e-post och annonser, poängsätt dem och skicka dem automatiskt till rätt säljare.'],
          ['Affärspipeline', 'Dra affärer mellan stegen, se det viktade värdet per steg och upptäck affärer som stannat av direkt.'],
          ['Kontakter och konton', 'All e-post, alla samtal, möten och filer för en kund på en och samma tidslinje.'],
        ],
      },
      {
        heading: 'Automatisera administrationen, inte relationen',
        intro: 'Låt CRM:et sköta inmatningen.',
        items: [
          ['E-postsynk', 'Tvåvägssynk med Gmail och Outlook loggar varje konversation på rätt kontakt.'],
          ['Sekvenser', 'Skicka personliga uppföljningssekvenser som stannar så fort den presumtiva kunden svarar.'],
          ['Aktivitetsloggning', 'Samtal, möten och uppgifter loggas och påminnelser sätts utan att lämna affären.'],
        ],
      },
      {
        heading: 'Prognoser att lita på',
        intro: 'Rapporter som säljledningen litar på, uppdaterade i realtid.',
        items: [
          ['Säljprognoser', 'Gör prognoser per stegsannolikhet, ansvarig och kvartal, och jämför med era mål.'],
          ['Instrumentpaneler', 'Vinstandel, pipelinetäckning, affärshastighet och teamets resultat på en skärm.'],
          ['Offerter och fakturor', 'Skapa offerter i er profil direkt från en affär, med produkter och priser redan ifyllda.'],
        ],
      },
      {
        heading: 'Kopplat till resten av verksamheten',
        intro: 'Knyt ihop sälj, marknad, onboarding och service.',
        items: [
          ['Överlämningar', 'En vunnen affär skapar automatiskt onboardingprojektet i arbetshanteringen.'],
          ['E-postkampanjer', 'Skicka nyhetsbrev och bearbetningskampanjer till CRM-segment utan att exportera listor.'],
          ['Mobilappar', 'Uppdatera affärer och logga samtal i iOS och Android mellan mötena.'],
        ],
      },
    ],
    story: {
      quote:
        'Redan första månaden slutade våra säljare föra egna kalkylark. Med {brand} CRM ser vi hela pipelinen varje måndag, och träffsäkerheten i våra prognoser har gått från 60 % till över 90 %.',
      person: 'Diego Ramírez',
      role: 'Försäljningsdirektör',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Kan jag flytta från ett annat CRM?',
        'Ja. Importera kontakter, konton och affärer från Salesforce, HubSpot, Pipedrive eller valfri CSV-fil, med historiken kvar.',
      ],
      ['Fungerar CRM:et med min e-post?', 'Gmail och Outlook synkas åt båda hållen; e-post, möten och samtal loggas på rätt kontakt.'],
      [
        'Vad kostar CRM:et?',
        'Priset sätts per användare, med planerna Basic, Standard och Pro samt Enterprise-priser efter behov. Betalar du årsvis sparar du 20 %.',
      ],
      [
        'Är mina kunddata säkra?',
        'Data krypteras under överföring och i vila, lagras i den region du väljer och omfattas av våra certifieringar enligt ISO 27001 och SOC 2 Typ II.',
      ],
    ],
    cta: { heading: 'Prova {brand} CRM gratis', text: 'Gratis i 14 dagar, inget kreditkort behövs. Importera dina kontakter på några minuter.' },
  },
  crmFormHeading: 'Se CRM:et i praktiken',
  crmFormIntro: 'Boka en personlig demo med en CRM-expert.',
  emailCampaigns: {
    title: 'E-postkampanjer',
    summary: 'Skicka e-postkampanjer från samma ställe där du hanterar dina kontakter.',
    overview:
      'Med {brand} E-postkampanjer skickar marknad och sälj nyhetsbrev, meddelanden och bearbetningskampanjer till kontakterna som redan finns i ert CRM. Designa med en dra-och-släpp-redigerare, skicka vid rätt tidpunkt och se öppningar, klick och intäkter bredvid resten av marknadsarbetet.',
    sections: [
      {
        heading: 'Designa e-post på några minuter',
        intro: 'Snygga utskick i er egen profil, utan designer.',
        items: [
          ['Dra-och-släpp-redigerare', 'Bygg responsiva utskick av block, eller börja från någon av 50 mallar.'],
          ['Varumärkeskit', 'Er logotyp, era färger och typsnitt används automatiskt i varje kampanj.'],
          ['AI-skrivassistent', 'Ta fram ämnesrader och texter och testa varianter mot varandra.'],
        ],
      },
      {
        heading: 'Nå rätt personer',
        intro: 'Segment byggda på aktuella CRM-data.',
        items: [
          ['Segment', 'Rikta utskick efter affärssteg, bransch, ort eller tidigare engagemang.'],
          ['Automatiserade kundresor', 'Välkomstserier, förnyelser och återaktiveringskampanjer som går av sig själva.'],
          ['Samtyckeshantering', 'Dubbel opt-in, avregistreringslänkar och inställningssidor som följer GDPR.'],
        ],
      },
      {
        heading: 'Mät det som räknas',
        intro: 'Från öppningsfrekvens till intäkter.',
        items: [
          ['Kampanjrapporter', 'Öppningar, klick, studsar och avregistreringar per kampanj och per länk.'],
          ['A/B-tester', 'Testa ämnesrader och innehåll på ett urval och skicka sedan vinnaren till alla andra.'],
          ['Intäktsattribuering', 'Se vilka kampanjer som påverkade affärer i er CRM-pipeline.'],
        ],
      },
    ],
    story: {
      quote:
        'Marknad och sälj delar äntligen en gemensam kontaktlista. Vårt nyhetsbrev går nu till segment byggda på pågående affärer, och klickfrekvensen fördubblades på tre månader.',
      person: 'Chloé Martin',
      role: 'Marknadschef',
      company: 'Atelier Verde',
    },
    faq: [
      ['Hur många e-postmeddelanden kan jag skicka?', 'Varje plan har en månatlig utskickskvot per användare; större volymer finns på begäran.'],
      ['Hamnar mina utskick i inkorgen?', 'Vi sätter upp SPF, DKIM och DMARC tillsammans med er och övervakar avsändarryktet på dedikerad infrastruktur.'],
      ['Kan jag importera mina befintliga prenumeranter?', 'Ja, med deras samtyckesuppgifter, från en CSV-fil eller från Mailchimp.'],
    ],
    cta: { heading: 'Prova {brand} E-postkampanjer gratis', text: 'Skicka din första kampanj redan i dag. Inget kreditkort behövs.' },
  },
  contactTitle: 'Kontakta försäljning',
  contactSummary: 'Berätta om ert team så hittar vi rätt plan tillsammans.',
  contactFormHeading: 'Berätta om ert team',
  contactFormIntro: 'En säljexpert hjälper dig att hitta rätt plan och svarar på dina frågor.',
  defaultBody: '{brand} håller alla team samspelta, från den första planen till den sista leveransen.',
  defaultBodyMore: 'Börja med en mall, bjud in teamet och forma arbetsflödet efter hand, utan kod.',
} satisfies Messages['salesPages']
