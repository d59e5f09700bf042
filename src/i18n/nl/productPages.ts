/** Dutch: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Veelgestelde vragen',
  workManagement: {
    title: 'Werkbeheer',
    summary: 'Plan, volg en lever elk project op, van eenvoudige taken tot portfolio’s voor het hele bedrijf.',
    overview:
      'Met {brand} Werkbeheer heeft elk team één plek om werk te plannen, uit te voeren en te volgen. Maak borden voor projecten, aanvragen en processen, bekijk ze als tabel, Kanban, Gantt of kalender en laat automatiseringen de overdrachten regelen. Zo zien managers de voortgang zonder achter statusupdates aan te hoeven.',
    sections: [
      {
        heading: 'Plan elk project op jouw manier',
        intro: 'Begin met een sjabloon of een leeg bord en stem het af op hoe je team al werkt.',
        items: [
          [
            'Borden voor alles',
            'Projecten, campagnes, aanvragen en processen, met de kolommen die je nodig hebt: eigenaren, datums, status, budgetten en bestanden.',
          ],
          ['Weergaven voor elke rol', 'Wissel tussen tabel, Kanban, Gantt, kalender en werklast op dezelfde gegevens, zonder iets te kopiëren.'],
          ['Sjablonen voor een snelle start', 'Meer dan 200 sjablonen, van productlancering tot klantonboarding, met één klik klaar voor gebruik.'],
        ],
      },
      {
        heading: 'Automatiseer het routinewerk',
        intro: 'Recepten die iedereen in gewone taal instelt, nemen terugkerende stappen over.',
        items: [
          [
            'Automatiseringen zonder code',
            '“Als de status naar Klaar gaat, breng de aanvrager op de hoogte en verplaats het item naar Geleverd.” In een minuut ingesteld.',
          ],
          ['Herinneringen op tijd', 'Seintjes vóór de deadline en escalaties zorgen dat geen termijn ongemerkt verstrijkt.'],
          ['Integraties', 'Koppel e-mail, chat, agenda’s, bestandsopslag en meer dan 70 andere tools die je teams al gebruiken.'],
        ],
      },
      {
        heading: 'Het volledige overzicht in realtime',
        intro: 'Dashboards bundelen de gegevens van alle borden, zodat het management ziet wat telt zonder om een rapport te vragen.',
        items: [
          ['Dashboards', 'Combineer tot 50 borden in grafieken, cijfers, tijdlijnen en werklastwidgets.'],
          ['Portfolioweergave', 'Volg budgetten, risico’s en mijlpalen van alle projecten in één overzicht.'],
          ['Werklast verdelen', 'Zie wie te veel op zijn bord heeft en verdeel werk opnieuw voordat het een probleem wordt.'],
        ],
      },
      {
        heading: 'Veilig en klaar om te groeien',
        intro: 'Van een team van vijf tot een organisatie van 50.000, met de controles waar IT om vraagt.',
        items: [
          ['Rechten', 'Rechten per bord, kolom en werkruimte houden gevoelig werk zichtbaar voor alleen de juiste mensen.'],
          ['Beveiliging voor ondernemingen', 'SSO, auditlog, gegevensopslag in de EU, de VS of Australië en certificering volgens ISO 27001 en SOC 2 Type II.'],
          ['Gasten', 'Nodig klanten en externe partijen uit voor de borden waar ze aan werken, en verder niets.'],
        ],
      },
    ],
    story: {
      quote:
        'In één kwartaal zijn we met 40 teams van spreadsheets en drie verschillende tools overgestapt op {brand}. Statusoverleg duurt nu een kwartier in plaats van een uur per week, omdat iedereen al hetzelfde bord ziet.',
      person: 'Hannah Okafor',
      role: 'Directeur van het PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Hoe snel kan ik aan de slag?',
        'De meeste teams bouwen hun eerste bord vanuit een sjabloon in minder dan tien minuten. Grotere uitrols duren meestal twee tot zes weken, met hulp van ons onboardingteam of een gecertificeerde partner.',
      ],
      [
        'Kan ik mijn bestaande projecten importeren?',
        'Ja. Importeer uit Excel, CSV, Google Sheets, Trello, Asana en Jira, met automatisch gekoppelde kolommen.',
      ],
      [
        'Is er een gratis abonnement?',
        'Ja. Het Free-abonnement is voor altijd gratis voor maximaal twee gebruikers. Betaalde abonnementen kun je 14 dagen gratis proberen, zonder creditcard.',
      ],
      ['In welke talen is {brand} beschikbaar?', 'Het product is beschikbaar in 14 talen, en iedereen kiest zijn eigen taal.'],
    ],
    cta: { heading: 'Probeer {brand} gratis', text: 'Geen creditcard nodig. Je eerste bord staat binnen een paar minuten klaar.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Plan sprints, volg bugs en breng releases uit met je hele productteam.',
    overview:
      '{brand} dev brengt productmanagers, ontwikkelaars en ontwerpers samen op één platform: roadmaps, sprints, bugs en releases, gekoppeld aan de code. Van ontwikkelaar tot CEO ziet iedereen wat er wanneer live gaat, zonder extra statusoverleg.',
    sections: [
      {
        heading: 'Roadmaps die iedereen kan volgen',
        intro: 'Verbind de strategie met het werk dat haar waarmaakt.',
        items: [
          ['Productroadmaps', 'Plan initiatieven en epics op een tijdlijn en deel een alleen-lezen weergave met het hele bedrijf.'],
          ['Featureverzoeken', 'Verzamel feedback van klanten en teams en prioriteer op impact en inspanning.'],
          ['Capaciteitsplanning', 'Leg de roadmap naast de beschikbare mensen voordat je een datum toezegt.'],
        ],
      },
      {
        heading: 'Sprints zonder overhead',
        intro: 'Agile rituelen die minuten kosten in plaats van uren.',
        items: [
          ['Sprintplanning', 'Zet items van de backlog in een sprint, schat ze in met story points en ga van start.'],
          ['Burndown en velocity', 'De grafieken bewegen mee met het werk, zodat je halverwege de sprint weet of het doel nog haalbaar is.'],
          ['Retrospectives', 'Een ingebouwd bord voor wat goed ging, wat niet, en de acties die jullie afspraken.'],
        ],
      },
      {
        heading: 'Bugs gevolgd van melding tot release',
        intro: 'Snel triëren en klanten op de hoogte houden.',
        items: [
          ['Bugtracking', 'Ernst, reproductiestappen, screenshots en een eigenaar voor elke bug.'],
          ['Git-integratie', 'Koppel commits en pull requests uit GitHub en GitLab; items schuiven door zodra de code is gemerged.'],
          ['Releasenotes', 'Genereer releasenotes uit de items in een release, klaar om te publiceren.'],
        ],
      },
    ],
    story: {
      quote:
        'Engineering, product en support kijken eindelijk naar dezelfde bugslijst. De mediane tijd om een kritieke bug op te lossen daalde van negen dagen naar twee.',
      person: 'Mei Lin Chen',
      role: 'Hoofd engineering',
      company: 'Quantia Health',
    },
    faq: [
      [
        'Vervangt {brand} dev Jira?',
        'Veel teams stappen volledig over van Jira; andere synchroniseren tijdens de overstap in beide richtingen met onze Jira-integratie.',
      ],
      ['Met welke codeplatforms integreren jullie?', 'GitHub, GitLab en Bitbucket, in de cloud en zelf gehost.'],
      [
        'Kunnen niet-ontwikkelaars het ook gebruiken?',
        'Ja. Sales, support en directie volgen roadmaps en dienen verzoeken in zonder een ontwikkeltool te hoeven leren.',
      ],
    ],
    cta: { heading: 'Probeer {brand} dev gratis', text: 'Plan je volgende sprint in een paar minuten. Geen creditcard nodig.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Los tickets sneller op met servicebeheer op basis van AI.',
    overview:
      '{brand} service is een servicedesk met AI voor IT-, HR- en klantenserviceteams. Verzoeken komen binnen via e-mail, een portaal of chat, AI sorteert en verdeelt ze, en medewerkers lossen ze op samen met alle teams die ze nodig hebben, op hetzelfde platform.',
    sections: [
      {
        heading: 'Alle verzoeken in één wachtrij',
        intro: 'Nooit meer verzoeken die verdwijnen in inboxen en chatgesprekken.',
        items: [
          ['Omnichannel tickets', 'E-mail, webportaal, chat en formulieren maken allemaal tickets aan in dezelfde wachtrij.'],
          ['Selfserviceportaal', 'Een portaal in je eigen huisstijl met kennisbank beantwoordt veelgestelde vragen voordat het tickets worden.'],
          ['SLA’s', 'Reactie- en oplosdoelen per prioriteit, met een waarschuwing vóór een overschrijding.'],
        ],
      },
      {
        heading: 'AI doet de eerste ronde',
        intro: 'Medewerkers gaan verder waar de AI ophoudt.',
        items: [
          ['Automatische triage', 'AI deelt elk ticket in op type, urgentie en toon, en stuurt het naar het juiste team.'],
          ['Voorgestelde antwoorden', 'Conceptantwoorden uit je kennisbank en eerdere tickets, klaar om door een medewerker te laten controleren.'],
          ['Vergelijkbare tickets', 'Herken storingen vroeg wanneer veel mensen hetzelfde probleem melden.'],
        ],
      },
      {
        heading: 'Service die de hele organisatie verbindt',
        intro: 'Werk samen met de teams die het antwoord hebben.',
        items: [
          ['Escalaties', 'Escaleer naar engineering, financiën of facilitair op hun eigen borden, met het ticket gekoppeld.'],
          ['Assetbeheer', 'Houd laptops, licenties en apparatuur bij en bekijk de tickethistorie van elk asset.'],
          ['Rapportages', 'Ticketvolume, eerste reactietijd, klanttevredenheid en werklast per medewerker op live dashboards.'],
        ],
      },
    ],
    story: {
      quote:
        'We hebben onze oude helpdesk in zes weken vervangen. AI-triage doet de eerste sortering, en onze eerste reactietijd daalde van acht uur naar minder dan één.',
      person: 'Samuel Adeyemi',
      role: 'Manager IT-services',
      company: 'Meridian University',
    },
    faq: [
      ['Welke teams gebruiken {brand} service?', 'IT, HR, facilitair, juridische zaken en klantenservice, elk met eigen wachtrijen en een eigen portaal.'],
      [
        'Ziet de AI mijn gegevens?',
        'AI-functies draaien binnen {brand}; je gegevens worden nooit gebruikt om modellen voor andere klanten te trainen. Beheerders kunnen AI-functies uitschakelen.',
      ],
      ['Kunnen klanten tickets per e-mail indienen?', 'Ja. Elke wachtrij krijgt een eigen adres, en antwoorden komen terecht in hetzelfde ticket.'],
    ],
    cta: { heading: 'Probeer {brand} service gratis', text: 'Richt je eerste wachtrij en portaal in op één middag.' },
  },
} satisfies Messages['productPages']
