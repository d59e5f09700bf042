/** Dutch: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'Het CRM dat je salesteam echt gebruikt: beheer leads, deals en accounts.',
    overview:
      '{brand} CRM is software voor klantrelatiebeheer die je salesteam echt gaat gebruiken. Verzamel leads uit elk kanaal, loods deals door een pipeline die je zelf ontwerpt en laat automatiseringen e-mails vastleggen en opvolgacties plannen, zodat verkopers hun dag besteden aan verkopen in plaats van aan het bijwerken van gegevens.',
    sections: [
      {
        heading: 'Een pipeline die past bij je verkoopproces',
        intro: 'Bepaal zelf je fases, velden en dealtypes, zonder consultant.',
        items: [
          ['Leadbeheer', 'Verzamel leads uit webformulieren, e-mail en advertenties, geef ze een score en wijs ze automatisch toe aan de juiste verkoper.'],
          ['Dealpipeline', 'Sleep deals tussen fases, zie de gewogen waarde per fase en herken vastgelopen deals in één oogopslag.'],
          ['Contacten en accounts', 'Elke e-mail, elk gesprek, elke afspraak en elk bestand van een klant op één tijdlijn.'],
        ],
      },
      {
        heading: 'Automatiseer de administratie, niet de relatie',
        intro: 'Laat het CRM de gegevensinvoer doen.',
        items: [
          ['E-mailsynchronisatie', 'Tweerichtingssynchronisatie met Gmail en Outlook legt elk gesprek vast bij het juiste contact.'],
          ['Reeksen', 'Verstuur gepersonaliseerde opvolgreeksen die stoppen zodra de prospect antwoordt.'],
          ['Activiteiten bijhouden', 'Gesprekken, afspraken en taken worden vastgelegd en herinneringen gepland zonder de deal te verlaten.'],
        ],
      },
      {
        heading: 'Voorspel met vertrouwen',
        intro: 'Rapporten waar salesleiders op vertrouwen, in realtime bijgewerkt.',
        items: [
          ['Salesprognoses', 'Voorspel op fasekans, eigenaar en kwartaal, en vergelijk met je doelen.'],
          ['Dashboards', 'Winratio, pipelinedekking, dealsnelheid en teamprestaties op één scherm.'],
          ['Offertes en facturen', 'Maak vanuit een deal offertes in je huisstijl, met producten en prijzen al ingevuld.'],
        ],
      },
      {
        heading: 'Verbonden met de rest van het bedrijf',
        intro: 'Sluit de cirkel tussen sales, marketing, onboarding en service.',
        items: [
          ['Overdrachten', 'Een gewonnen deal maakt automatisch het onboardingproject aan in werkbeheer.'],
          ['E-mailcampagnes', 'Verstuur nieuwsbrieven en nurturecampagnes naar CRM-segmenten zonder lijsten te exporteren.'],
          ['Mobiele apps', 'Werk deals bij en leg gesprekken vast op iOS en Android, tussen twee afspraken door.'],
        ],
      },
    ],
    story: {
      quote:
        'Al in de eerste maand stopten onze verkopers met hun eigen spreadsheets. Met {brand} CRM zien we elke maandag de hele pipeline, en de nauwkeurigheid van onze prognoses steeg van 60% naar meer dan 90%.',
      person: 'Diego Ramírez',
      role: 'Vicepresident Sales',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Kan ik overstappen vanuit een ander CRM?',
        'Ja. Importeer contacten, accounts en deals uit Salesforce, HubSpot, Pipedrive of elk willekeurig CSV-bestand, inclusief de geschiedenis.',
      ],
      [
        'Werkt het CRM met mijn e-mail?',
        'Gmail en Outlook synchroniseren in beide richtingen; e-mails, afspraken en gesprekken worden bij het juiste contact vastgelegd.',
      ],
      [
        'Wat kost het CRM?',
        'Je betaalt per gebruiker, met de abonnementen Basic, Standard en Pro en Enterprise-prijzen op maat. Jaarlijks betalen bespaart 20%.',
      ],
      [
        'Zijn mijn klantgegevens veilig?',
        'Gegevens worden versleuteld tijdens verzending en opslag, gehost in de regio die je kiest en vallen onder onze certificeringen volgens ISO 27001 en SOC 2 Type II.',
      ],
    ],
    cta: { heading: 'Probeer {brand} CRM gratis', text: '14 dagen gratis, geen creditcard nodig. Importeer je contacten in een paar minuten.' },
  },
  crmFormHeading: 'Zie het CRM in actie',
  crmFormIntro: 'Plan een persoonlijke demo met een CRM-expert.',
  emailCampaigns: {
    title: 'E-mailcampagnes',
    summary: 'Verstuur e-mailcampagnes vanaf dezelfde plek waar je je contacten beheert.',
    overview:
      'Met {brand} E-mailcampagnes versturen marketing en sales nieuwsbrieven, aankondigingen en nurturecampagnes naar de contacten die al in je CRM staan. Ontwerp met een drag-and-drop-editor, verstuur op het juiste moment en zie opens, kliks en omzet naast de rest van je marketingwerk.',
    sections: [
      {
        heading: 'E-mails ontwerpen in minuten',
        intro: 'Mooie e-mails in je eigen huisstijl, zonder ontwerper.',
        items: [
          ['Drag-and-drop-editor', 'Bouw responsieve e-mails uit blokken, of begin met een van de 50 sjablonen.'],
          ['Merkkit', 'Je logo, kleuren en lettertypen worden automatisch op elke campagne toegepast.'],
          ['AI-schrijfassistent', 'Laat onderwerpregels en teksten opstellen en test varianten tegen elkaar.'],
        ],
      },
      {
        heading: 'Bereik de juiste mensen',
        intro: 'Segmenten op basis van actuele CRM-gegevens.',
        items: [
          ['Segmenten', 'Benader contacten op dealfase, branche, locatie of eerdere betrokkenheid.'],
          ['Geautomatiseerde journeys', 'Welkomstreeksen, verlengingen en heractiveringscampagnes die vanzelf lopen.'],
          ['Toestemmingsbeheer', 'Dubbele opt-in, afmeldlinks en voorkeurencentra die de AVG respecteren.'],
        ],
      },
      {
        heading: 'Meet wat telt',
        intro: 'Van openingspercentage tot omzet.',
        items: [
          ['Campagnerapporten', 'Opens, kliks, bounces en afmeldingen per campagne en per link.'],
          ['A/B-tests', 'Test onderwerpregels en inhoud op een steekproef en stuur daarna de winnaar naar alle anderen.'],
          ['Omzettoewijzing', 'Zie welke campagnes deals in je CRM-pipeline hebben beïnvloed.'],
        ],
      },
    ],
    story: {
      quote:
        'Marketing en sales delen eindelijk één contactenlijst. Onze nieuwsbrief gaat nu naar segmenten op basis van lopende deals, en het klikpercentage verdubbelde in drie maanden.',
      person: 'Chloé Martin',
      role: 'Marketingmanager',
      company: 'Atelier Verde',
    },
    faq: [
      ['Hoeveel e-mails kan ik versturen?', 'Elk abonnement bevat een maandelijks verzendtegoed per gebruiker; grotere volumes zijn op aanvraag beschikbaar.'],
      ['Komen mijn e-mails in de inbox terecht?', 'We richten SPF, DKIM en DMARC samen met je in en bewaken de verzendreputatie op eigen infrastructuur.'],
      ['Kan ik mijn bestaande abonnees importeren?', 'Ja, inclusief hun toestemmingsgegevens, uit een CSV-bestand of uit Mailchimp.'],
    ],
    cta: { heading: 'Probeer {brand} E-mailcampagnes gratis', text: 'Verstuur vandaag nog je eerste campagne. Geen creditcard nodig.' },
  },
  contactTitle: 'Contact met sales',
  contactSummary: 'Vertel ons over je team, dan vinden we samen het juiste abonnement.',
  contactFormHeading: 'Vertel ons over je team',
  contactFormIntro: 'Een salesexpert helpt je het juiste abonnement te vinden en beantwoordt je vragen.',
  defaultBody: '{brand} houdt elk team op één lijn, van het eerste plan tot de laatste oplevering.',
  defaultBodyMore: 'Begin met een sjabloon, nodig je team uit en geef de workflow onderweg vorm, zonder code.',
} satisfies Messages['salesPages']
