/** Swedish: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Integritetspolicy',
    summary: 'Vilka uppgifter vi samlar in, varför, och vilka val du har.',
    intro: [
      'Senast uppdaterad: 1 september 2026',
      'Den här policyn förklarar vilka personuppgifter {brand} Ltd. (”{brand}”, ”vi”) samlar in när du besöker våra webbplatser, använder våra produkter eller kontaktar oss, varför vi samlar in dem, hur länge vi sparar dem och vilka rättigheter du har. {brand} Ltd., 12 Harbour Street, London EC2A 4NE, Storbritannien, är personuppgiftsansvarig för de uppgifter som beskrivs här. När vi behandlar uppgifter för våra kunders räkning i produkten är kunden personuppgiftsansvarig och vårt personuppgiftsbiträdesavtal gäller.',
    ],
    sections: [
      {
        heading: 'Vad vi samlar in',
        body: [
          [
            'Kontouppgifter: ditt namn, din e-postadress i arbetet, ditt lösenord (sparat som hash), företag, roll och språk.',
            'Kontakt- och försäljningsuppgifter: det du berättar för oss i formulär, mejl, samtal och möten, till exempel teamets storlek, telefonnummer och land.',
            'Användningsdata: besökta sidor, använda funktioner, enhet, webbläsare, ungefärlig plats utifrån din IP-adress samt fel.',
            'Betalningsuppgifter: faktureringsadress och de fyra sista siffrorna i ditt kortnummer; kortnummer hanteras av vår betalleverantör.',
            'Cookies och liknande tekniker, enligt beskrivningen i vår cookiepolicy.',
          ],
        ],
      },
      {
        heading: 'Varför vi använder dem, och med vilken rättslig grund',
        body: [
          [
            'För att tillhandahålla tjänsten och ge dig support (fullgörande av avtal).',
            'För att hålla tjänsten säker, förhindra bedrägerier och förbättra våra produkter (vårt berättigade intresse).',
            'För att skicka produktnyheter och marknadsföring, som du när som helst kan avregistrera dig från (samtycke, eller berättigat intresse där lagen tillåter det).',
            'För att uppfylla rättsliga, skattemässiga och bokföringsmässiga skyldigheter (rättslig förpliktelse).',
          ],
        ],
      },
      {
        heading: 'Vilka vi delar dem med',
        body: [
          'Vi säljer aldrig personuppgifter. Vi delar dem bara med tjänsteleverantörer som behandlar dem för vår räkning enligt avtal (drift, e-postutskick, betalning, kundsupportverktyg), med bolag i vår koncern och med myndigheter när lagen kräver det. En aktuell lista över underbiträden finns i vårt trust center.',
        ],
      },
      {
        heading: 'Överföringar till andra länder',
        body: [
          'Kunderna väljer var deras kontouppgifter lagras: i Europeiska unionen, USA eller Australien. När uppgifter lämnar Europeiska ekonomiska samarbetsområdet eller Storbritannien stödjer vi oss på beslut om adekvat skyddsnivå eller på Europeiska kommissionens standardavtalsklausuler, med ytterligare skyddsåtgärder.',
        ],
      },
      {
        heading: 'Hur länge vi sparar dem',
        body: [
          'Kontouppgifter sparas så länge ditt konto finns och raderas inom 90 dagar efter att det avslutats. Försäljningsunderlag sparas i upp till tre år efter vår senaste kontakt; fakturor så länge skattelagstiftningen kräver (vanligtvis tio år).',
        ],
      },
      {
        heading: 'Dina rättigheter',
        body: [
          'Du kan begära tillgång till dina uppgifter, rättelse, radering, begränsning eller dataportabilitet, och invända mot behandlingen, även för direktmarknadsföring. Skriv till privacy@orbit.example. Du kan också klaga hos din dataskyddsmyndighet; i Storbritannien är det Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Ändringar i den här policyn',
        body: ['När vi ändrar policyn på ett sätt som har betydelse meddelar vi det på den här sidan och, till kunder, via e-post minst 30 dagar i förväg.'],
      },
    ],
  },
  terms: {
    title: 'Användarvillkor',
    summary: 'Villkoren som gäller när du använder {brand}.',
    intro: [
      'Gäller från: 1 september 2026',
      'Dessa villkor utgör ett avtal mellan {brand} Ltd. och den kund som skapar ett konto eller undertecknar en beställning (”du”). Genom att använda {brand} godkänner du villkoren för egen del eller för den organisation du företräder.',
    ],
    sections: [
      {
        heading: '1. Tjänsten',
        body: [
          '{brand} tillhandahåller molnprogramvara för arbetshantering, CRM, mjukvaruutveckling, servicehantering och e-postkampanjer. Vi kan förbättra och ändra funktioner, men vi minskar inte väsentligt kärnfunktionerna i en betald plan under dess avtalsperiod.',
        ],
      },
      {
        heading: '2. Konton och användare',
        body: [
          [
            'Du ansvarar för de användare du bjuder in och för att inloggningsuppgifter hålls säkra.',
            'Varje licens gäller en namngiven person; licenser får flyttas till någon annan men inte delas.',
            'Du måste vara minst 16 år för att använda tjänsten.',
          ],
        ],
      },
      {
        heading: '3. Planer, avgifter och förnyelse',
        body: [
          'Betalda planer faktureras i förskott per månad eller år, per licens. Planerna förnyas automatiskt för samma period om de inte sägs upp före förnyelsedatumet. Priserna anges exklusive skatter. Vi kan ändra priserna vid förnyelse med minst 30 dagars varsel.',
        ],
      },
      {
        heading: '4. Ditt innehåll',
        body: [
          'Innehållet du lägger in i tjänsten är ditt. Du ger oss bara de rättigheter som behövs för att lagra, behandla och visa det för att kunna leverera tjänsten till dig. Du kan exportera ditt innehåll när som helst.',
        ],
      },
      {
        heading: '5. Godtagbar användning',
        body: [
          'Du får inte använda tjänsten för att bryta mot lagen, skicka oönskade massutskick, göra intrång i andras rättigheter, undersöka eller störa våra system eller sälja vidare tjänsten utan vårt skriftliga godkännande.',
        ],
      },
      {
        heading: '6. Tillgänglighet och support',
        body: ['Vi siktar på 99,9 % tillgänglighet per månad. Enterprise-kunder får ett servicenivåavtal med servicekrediter enligt sin beställning.'],
      },
      {
        heading: '7. Ansvar',
        body: [
          'Utom vid brott mot sekretess, dina betalningsskyldigheter och skadeslöshetsåtaganden är varje parts sammanlagda ansvar begränsat till de avgifter som betalats under de tolv månaderna före kravet. Ingen part ansvarar för indirekta skador eller följdskador.',
        ],
      },
      {
        heading: '8. Uppsägning',
        body: [
          'Du kan säga upp när som helst; uppsägningen gäller från slutet av den pågående faktureringsperioden. Vi kan stänga av konton som bryter mot villkoren efter förvarning, eller omedelbart när lagen eller säkerheten kräver det.',
        ],
      },
      {
        heading: '9. Tillämplig lag',
        body: ['Villkoren regleras av lagarna i England och Wales; domstolarna i London är ensamt behöriga, om inte lagen i ditt hemland kräver något annat.'],
      },
    ],
  },
  accessibility: {
    title: 'Tillgänglighetsredogörelse',
    summary: 'Vårt åtagande att göra {brand} användbart för alla.',
    intro: [
      '{brand} arbetar för att webbplatsen och produkterna ska kunna användas av alla, även av den som använder skärmläsare, tangentbordsnavigering, röststyrning eller förstoring.',
    ],
    sections: [
      {
        heading: 'Överensstämmelse',
        body: [
          'Webbplatsen strävar efter att uppfylla Web Content Accessibility Guidelines (WCAG) 2.2 på nivå AA och den europeiska standarden EN 301 549. Den är delvis förenlig: det mesta innehållet uppfyller standarden, med de undantag som listas nedan.',
        ],
      },
      {
        heading: 'Det här gör vi',
        body: [
          [
            'Varje sida testas med automatiska kontroller i vårt releaseflöde.',
            'Viktiga flöden (registrering, priser, kontakt med sälj) testas manuellt med NVDA, VoiceOver och enbart tangentbord före varje större release.',
            'En extern granskare går igenom webbplatsen en gång om året; den senaste granskningen gjordes i juni 2026.',
          ],
        ],
      },
      {
        heading: 'Kända brister',
        body: [
          [
            'Vissa äldre videor i bloggen och webinarbiblioteket saknar ännu undertexter; vi lägger till dem före utgången av 2026.',
            'Vissa pdf-rapporter som publicerades före 2025 är inte fullständigt taggade; tillgängliga versioner finns på begäran.',
          ],
        ],
      },
      {
        heading: 'Synpunkter och kontakt',
        body: [
          'Om du stöter på ett hinder kan du skriva till accessibility@orbit.example eller använda supportens kontaktformulär. Vi svarar inom två arbetsdagar och försöker åtgärda rapporterade hinder inom 30 dagar.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Cookiepolicy',
    summary: 'Vilka cookies {brand} sätter på den här webbplatsen, vad var och en är till för och hur du ändrar ditt val.',
    paragraphs: [
      'Den här policyn förklarar vilka cookies {brand} sätter på den här webbplatsen, vad var och en är till för och hur länge den sparas.',
      'Nödvändiga cookies får webbplatsen att fungera och kommer ihåg dina val; de är alltid på. Funktionella cookies, analyscookies och marknadsföringscookies sätts bara om du tillåter dem. I Europeiska ekonomiska samarbetsområdet, Storbritannien och andra länder där lagen kräver det frågar vi innan vi sätter någon av dem. I andra länder är de på om du inte stänger av dem, och en webbläsare som skickar signalen Global Privacy Control får inga marknadsföringscookies.',
      'Du kan när som helst ändra eller återkalla ditt val via ”Cookieinställningar” längst ned på varje sida. När du återkallar tas cookies i de kategorier du stängt av bort. Vi sparar en uppgift om varje val (när det gjordes, landet, kategorierna och versionen av den här policyn), utan din IP-adress eller några uppgifter om din webbläsare.',
      'När policyn ändras på ett sätt som har betydelse för ditt val frågar vi dig igen.',
    ],
    tableHeading: 'Cookies vi använder',
    tableIntro: 'Alla cookies som den här webbplatsen kan sätta, per kategori. Var och en upphör att gälla den angivna tiden efter att den satts.',
  },
} satisfies Messages['legalPages']
