/** Dutch: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'HR-beheer',
    summary: 'Werving, onboarding en verzoeken van medewerkers, overzichtelijk geregeld.',
    overview:
      'HR-teams regelen werving, onboarding en verzoeken van medewerkers in {brand}: elke kandidaat, elke nieuwe collega en elk verzoek op een bord, met automatiseringen voor het papierwerk en dashboards voor de personeelsplanning.',
    sections: [
      {
        heading: 'Sneller de juiste mensen aannemen',
        intro: 'Een wervingspipeline die je hiring managers graag actueel houden.',
        items: [
          ['Kandidatenpipeline', 'Volg elke kandidaat van sollicitatie tot aanbod, met alle feedback uit gesprekken op één plek.'],
          ['Sollicitatiegesprekken plannen', 'Agenda-integraties plannen gesprekken in zonder eindeloos heen-en-weergemail.'],
          ['Goedkeuring van aanbiedingen', 'Aanbiedingen gaan automatisch ter goedkeuring naar finance en de directie.'],
        ],
      },
      {
        heading: 'Onboarding met een persoonlijke touch',
        intro: 'Een plan voor elke nieuwe collega, klaar vóór de eerste werkdag.',
        items: [
          ['Onboardingchecklists', 'IT, facilitair en de leidinggevende krijgen hun taken zodra een aanname rond is.'],
          ['Welkomstportaal', 'Nieuwe collega’s zien hun planning voor de eerste week, hun buddy en de regelingen die ze nodig hebben.'],
          ['Voortgang volgen', 'Zie wie de onboarding heeft afgerond en wie nog een steuntje in de rug nodig heeft.'],
        ],
      },
      {
        heading: 'Verzoeken van medewerkers afhandelen',
        intro: 'Verlof, apparatuur en vragen over regelingen in één wachtrij.',
        items: [
          ['Aanvraagformulieren', 'Medewerkers dienen hun verzoek in via een formulier; HR ziet alle verzoeken op één bord.'],
          ['Vertrouwelijke borden', 'Gevoelige zaken zijn alleen zichtbaar voor wie ze behandelt.'],
          ['HR-dashboards', 'Personeelsbestand, time-to-hire en aantal verzoeken in één oogopslag.'],
        ],
      },
    ],
    story: {
      quote: 'We verwelkomen elke maand 60 nieuwe mensen in vier landen. Met {brand} heeft elke nieuwe collega op dag één een laptop, accounts en een buddy.',
      person: 'Priya Nair',
      role: 'Hoofd People Operations',
      company: 'Lumen Travel',
    },
    faq: [
      [
        'Blijven gegevens van medewerkers privé?',
        'Ja. Privéborden, rechten per kolom en auditlogs zorgen ervoor dat persoonsgegevens alleen zichtbaar zijn voor HR.',
      ],
      ['Kan het koppelen met ons HR-systeem?', 'Integraties met BambooHR, Workday en Personio houden personeelsgegevens gesynchroniseerd.'],
      ['Is er een sjabloon om mee te beginnen?', 'Ja: sjablonen voor een wervingspipeline, een onboardingchecklist en verzoeken van medewerkers staan klaar.'],
    ],
    cta: {
      heading: 'Probeer {brand} voor HR gratis',
      text: 'Begin met het onboardingsjabloon en heb het plan voor je volgende nieuwe collega vandaag nog klaar.',
    },
  },
  teamManagement: {
    title: 'Teambeheer',
    summary: 'Weet wie waaraan werkt en verdeel de werkdruk eerlijk.',
    overview:
      'Weet wie waaraan werkt, verdeel de werkdruk evenwichtig en houd je team gefocust op het werk dat ertoe doet. {brand} geeft managers een actueel beeld van het werk van hun team, zonder micromanagement.',
    sections: [
      {
        heading: 'Ieders werk in één oogopslag',
        intro: 'Eén overzicht van elke opdracht, deadline en prioriteit.',
        items: [
          ['Mijn werk', 'Iedereen ziet zijn taken van alle borden, gesorteerd op deadline.'],
          ['Teamborden', 'Doelen, projecten en terugkerend werk van het hele team op één plek.'],
          ['Statusupdates', 'Opmerkingen en updates bij het item zelf, niet verspreid over de chat.'],
        ],
      },
      {
        heading: 'Verdeel de werkdruk',
        intro: 'Zie overbelasting voordat die tot een burn-out leidt.',
        items: [
          ['Werkdrukweergave', 'Bekijk per week de capaciteit van iedereen en sleep werk naar iemand met ruimte.'],
          ['Tijdregistratie', 'Begrijp waar de tijd naartoe gaat en schat de volgende keer beter in.'],
          ['Verlof', 'Feestdagen en verlof naast de planning.'],
        ],
      },
      {
        heading: 'Betere overleggen',
        intro: 'Minder statusrondes, meer beslissingen.',
        items: [
          ['Eén-op-eengesprekken', 'Een gedeeld agendabord voor elke directe medewerker.'],
          ['Doelen en OKR’s', 'Koppel het dagelijkse werk aan kwartaaldoelen en volg de voortgang.'],
          ['Dashboards', 'De wekelijkse voortgang voor je update aan de directie, automatisch samengesteld.'],
        ],
      },
    ],
    story: {
      quote: 'Vroeger was ik op maandagochtend bezig met updates verzamelen. Nu open ik het dashboard en besteed ik dat uur aan mijn team.',
      person: 'Jonas Weber',
      role: 'Teamlead Customer Success',
      company: 'Fjord Analytics',
    },
    faq: [
      ['Hoe groot mag een team zijn?', 'Van twee mensen tot duizenden; werkruimtes en rechten houden ook grote organisaties overzichtelijk.'],
      ['Kunnen mensen alleen hun eigen werk zien?', 'Ja. Met rechten bepaal je wie elk bord mag zien en bewerken.'],
      ['Werkt het ook mobiel?', 'Ja, met apps voor iOS en Android en meldingen voor wat aandacht nodig heeft.'],
    ],
    cta: { heading: 'Probeer {brand} gratis', text: 'Nodig je team uit en zet binnen enkele minuten je eerste bord op.' },
  },
  creativeAgencies: {
    title: 'Voor creatieve bureaus',
    summary: 'Beheer briefings, goedkeuringen en creatieve productie.',
    overview:
      'Creatieve bureaus regelen briefings, productie en goedkeuringen in {brand}. Houd elk klantproject op schema, verzamel feedback direct op het ontwerp zelf en weet welke klanten winstgevend zijn.',
    sections: [
      {
        heading: 'Van briefing tot oplevering',
        intro: 'Elk project, elke klant, op tijd.',
        items: [
          ['Creatieve briefings', 'Een briefingformulier maakt het project aan, met taken, eigenaren en deadlines.'],
          ['Productieplanningen', 'Gantt-tijdlijnen met afhankelijkheden tussen ontwerp, copy en development.'],
          ['Capaciteitsplanning', 'Zie welke ontwerpers volgende week vrij zijn voordat je ja zegt tegen een nieuwe opdracht.'],
        ],
      },
      {
        heading: 'Goedkeuringen zonder e-mailketens',
        intro: 'Feedback waar het werk is.',
        items: [
          ['Proofing', 'Klanten reageren rechtstreeks op afbeeldingen, pdf’s en video’s.'],
          ['Goedkeuringsflows', 'Na goedkeuring gaat elke versie automatisch door naar de volgende beoordelaar.'],
          ['Klanten als gast', 'Klanten zien hun eigen projecten en verder niets.'],
        ],
      },
      {
        heading: 'Ken je marges',
        intro: 'Winstgevendheid per klant en per project.',
        items: [
          ['Tijdregistratie', 'Schrijf uren op projecten, met declarabele en niet-declarabele tijd.'],
          ['Budgetten', 'Vergelijk de uitgaven met het budget per project terwijl het werk vordert.'],
          ['Klantdashboards', 'Deel voortgangsrapporten met klanten via één link.'],
        ],
      },
    ],
    story: {
      quote: 'Goedkeuringen van klanten kostten ons een week aan e-mails. Met proofing in {brand} zijn de meeste ontwerpen binnen een dag goedgekeurd.',
      person: 'Olivia Brooks',
      role: 'Algemeen directeur',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['Kunnen klanten het gebruiken zonder te betalen?', 'Ja. Bij betaalde abonnementen doen gasten gratis mee en zien ze alleen de borden die je deelt.'],
      ['Kunnen we declarabele uren bijhouden?', 'Ja, met tijdregistratie in het Pro-abonnement en exports voor de facturatie.'],
      ['Is er een koppeling met Adobe Creative Cloud?', 'Ja; ontwerpen en opmerkingen worden gesynchroniseerd via onze Adobe-integratie.'],
    ],
    cta: { heading: 'Probeer {brand} voor bureaus gratis', text: 'Begin met het sjabloon voor creatieve productie.' },
  },
  clientProjectManagement: {
    title: 'Beheer van klantprojecten',
    summary: 'Lever klantwerk op tijd op en houd klanten op de hoogte.',
    overview:
      'Lever klantprojecten op tijd en binnen budget op, terwijl je klanten op de hoogte blijven. {brand} geeft dienstverlenende teams één plek voor scope, planning, uren en klantcommunicatie.',
    sections: [
      {
        heading: 'Plan de opdracht',
        intro: 'Een herhaalbaar plan voor elke klant.',
        items: [
          ['Projectsjablonen', 'Maak van je beste opdracht een sjabloon met fasen, taken en mijlpalen.'],
          ['Mijlpalen', 'Belangrijke data en deliverables, gedeeld met de klant.'],
          ['Afhankelijkheden', 'Zie hoe vertraging in één fase de rest verschuift.'],
        ],
      },
      {
        heading: 'Houd klanten op de hoogte',
        intro: 'Transparantie zonder extra werk.',
        items: [
          ['Klantportalen', 'Klanten zien de voortgang, keuren deliverables goed en dienen verzoeken in.'],
          ['Deelbare weergaven', 'Stuur een alleen-lezen tijdlijn die altijd actueel is.'],
          ['Automatische updates', 'Een wekelijkse samenvatting per e-mail aan de klant, opgesteld vanuit het bord.'],
        ],
      },
      {
        heading: 'Bescherm je marge',
        intro: 'Zie scope creep vroeg aankomen.',
        items: [
          ['Budgetbewaking', 'Geplande tegenover werkelijke uren en kosten per project.'],
          ['Wijzigingsverzoeken', 'Leg wijzigingen vast en keur ze goed voordat het werk begint.'],
          ['Portfoliodashboard', 'Alle klantprojecten, hoe ze ervoor staan en wat hun marge is.'],
        ],
      },
    ],
    story: {
      quote: 'Onze klanten zijn dol op de gedeelde tijdlijn, en onze projectmanagers besparen elke week een halve dag op rapportages.',
      person: 'Rafael Souza',
      role: 'Hoofd Delivery',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Kunnen klanten alleen hun eigen project zien?', 'Ja. Gasten zien alleen de borden die je met hen deelt.'],
      ['Kan ik mijn eigen huisstijl gebruiken?', 'Formulieren en portalen voor klanten dragen je logo en je kleuren.'],
      ['Ondersteunt het facturatie?', 'Exporteer uren naar je facturatiesoftware of koppel QuickBooks en Xero.'],
    ],
    cta: { heading: 'Probeer {brand} voor klantprojecten gratis', text: 'Begin met het sjabloon voor klantprojecten.' },
  },
  productManagement: {
    title: 'Productmanagement',
    summary: 'Roadmaps, feedback en lanceringen op één plek.',
    overview:
      'Productteams plannen roadmaps, verzamelen feedback en sturen lanceringen aan in {brand}, waarbij engineering, design en marketing vanuit hetzelfde plan werken.',
    sections: [
      {
        heading: 'Roadmaps die actueel blijven',
        intro: 'Strategie en uitvoering op één plek.',
        items: [
          ['Roadmaptijdlijnen', 'Plan kwartalen en releases; datums schuiven mee als het werk verschuift.'],
          ['Prioriteren', 'Scoor ideeën op bereik, impact, zekerheid en inspanning.'],
          ['Weergaven voor stakeholders', 'Deel een alleen-lezen roadmap met sales en de directie.'],
        ],
      },
      {
        heading: 'Luister naar klanten',
        intro: 'Feedback die de roadmap bereikt.',
        items: [
          ['Feedback verzamelen', 'Verzoeken van support, sales en formulieren komen op één bord terecht.'],
          ['Gekoppelde verzoeken', 'Koppel verzoeken aan features en laat klanten weten wanneer ze live gaan.'],
          ['Onderzoeksbibliotheek', 'Interviewnotities en inzichten, doorzoekbaar op thema.'],
        ],
      },
      {
        heading: 'Lanceer samen met elk team',
        intro: 'Lanceringen zonder verrassingen.',
        items: [
          ['Lanceringschecklists', 'Taken voor marketing, support en sales bij elke release.'],
          ['Releasekalender', 'Zie wat wanneer uitkomt, voor elk product.'],
          ['Lanceringsdashboards', 'Gebruik en feedback na de lancering.'],
        ],
      },
    ],
    story: {
      quote: 'Onze roadmap was vroeger een slide die na een week al verouderd was. Nu is het een levend bord dat het hele bedrijf volgt.',
      person: 'Aiko Tanaka',
      role: 'Group Product Manager',
      company: 'Sora Mobility',
    },
    faq: [
      ['Werkt het met engineeringtools?', 'Ja. Synchroniseer met Jira, GitHub en GitLab, of stuur engineering aan in {brand} dev.'],
      ['Kunnen we sommige plannen privé houden?', 'Ja. Privéborden en rechten houden vroege plannen binnen het productteam.'],
      ['Is er een roadmapsjabloon?', 'Ja, meerdere: een kwartaalroadmap, een releaseplan en featureverzoeken.'],
    ],
    cta: { heading: 'Probeer {brand} voor productteams gratis', text: 'Begin met het sjabloon voor een productroadmap.' },
  },
  agile: {
    title: 'Agile projectmanagement',
    summary: 'Sprints, backlogs en retrospectives voor agile teams.',
    overview:
      'Agile teams draaien sprints, backlogs en retrospectives in {brand}, met de vrijheid om in Scrum, Kanban of een mix te werken, en met rapportages die de rest van het bedrijf begrijpt.',
    sections: [
      {
        heading: 'Backlogs en sprints',
        intro: 'Alles wat een Scrum-team nodig heeft.',
        items: [
          ['Backlog refinement', 'Prioriteer, schat en splits user stories samen met het hele team.'],
          ['Sprintborden', 'Plan de sprint en volg hem op een Kanban-bord.'],
          ['Storypoints', 'Schat het werk in en zie hoe de velocity zich ontwikkelt.'],
        ],
      },
      {
        heading: 'Kanban voor een goede flow',
        intro: 'Beperk onderhanden werk en verbeter de flow.',
        items: [
          ['WIP-limieten', 'Kolommen waarschuwen wanneer er te veel werk tegelijk loopt.'],
          ['Doorlooptijd', 'Zie hoe lang werk duurt van start tot klaar.'],
          ['Swimlanes', 'Groepeer op prioriteit, eigenaar of soort werk.'],
        ],
      },
      {
        heading: 'Continu verbeteren',
        intro: 'Leer van elke iteratie.',
        items: [
          ['Retrospectivebord', 'Verzamel wat goed ging en wat anders moet, en wijs daarna acties toe.'],
          ['Burndowncharts', 'Volg elke dag de voortgang richting het sprintdoel.'],
          ['Teamdashboards', 'Velocity, scopewijzigingen en bugs per sprint.'],
        ],
      },
    ],
    story: {
      quote: 'We draaien twaalf Scrum-teams op {brand}. Plannen kost nog maar de helft van de tijd, en de directie leest eindelijk onze sprintrapportages.',
      person: 'Lukas Nowak',
      role: 'Agile coach',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum of Kanban?', 'Allebei. Werk per team met sprints, met een Kanban-flow of met een mix.'],
      ['Kunnen we agile opschalen over meerdere teams?', 'Ja. Portfolioborden en dashboards brengen het werk van teams en programma’s samen.'],
      ['Is er een sprintsjabloon?', 'Ja: sjablonen voor sprintplanning, backlog en retrospective zijn inbegrepen.'],
    ],
    cta: { heading: 'Probeer {brand} voor agile teams gratis', text: 'Start vandaag nog je eerste sprint.' },
  },
  productionManagement: {
    title: 'Productiebeheer',
    summary: 'Plan productieruns, volg orders en beheer de voorraad.',
    overview: 'Fabrikanten en productieteams plannen runs, volgen orders en beheren hun voorraad in {brand}, en verbinden zo de werkvloer met sales en inkoop.',
    sections: [
      {
        heading: 'Plan de productie',
        intro: 'Een planning waar iedereen op vertrouwt.',
        items: [
          ['Productieplanning', 'Plan runs in een Gantt-diagram, met machines en ploegen.'],
          ['Capaciteit', 'Zie de bezetting van elke lijn en ploeg voordat je een order aanneemt.'],
          ['Stuklijsten', 'Koppel elke order aan de onderdelen die ervoor nodig zijn.'],
        ],
      },
      {
        heading: 'Volg elke order',
        intro: 'Van inkooporder tot levering.',
        items: [
          ['Ordertracking', 'De status van elke order, mobiel bijgewerkt vanaf de werkvloer.'],
          ['Kwaliteitscontroles', 'Checklists en foto’s bij elke inspectie.'],
          ['Leveranciersbeheer', 'Inkooporders en leverdata per leverancier.'],
        ],
      },
      {
        heading: 'Houd de voorraad onder controle',
        intro: 'De juiste voorraad op het juiste moment.',
        items: [
          ['Voorraadbord', 'Voorraadniveaus per artikel en locatie.'],
          ['Bestelwaarschuwingen', 'Automatiseringen waarschuwen wanneer een voorraad onder het minimum zakt.'],
          ['Operationeel dashboard', 'Output, vertragingen en voorraad in één oogopslag.'],
        ],
      },
    ],
    story: {
      quote: 'Sales ziet nu waar elke order staat zonder de fabriek te bellen. Onze leverbetrouwbaarheid ging van 78% naar 95%.',
      person: 'Marco Bianchi',
      role: 'Operationeel directeur',
      company: 'Officine Rossi',
    },
    faq: [
      ['Vervangt het ons ERP?', 'Nee. {brand} werkt naast je ERP en synchroniseert orders en voorraad via integraties of de API.'],
      ['Kan de werkvloer ermee werken?', 'Ja, op tablets en telefoons, met eenvoudige formulieren voor updates.'],
      ['Is er een productiesjabloon?', 'Ja: sjablonen voor productieplanning, ordertracking en voorraadbeheer.'],
    ],
    cta: { heading: 'Probeer {brand} voor productie gratis', text: 'Begin met het sjabloon voor productieplanning.' },
  },
} satisfies Messages['useCasePages']
