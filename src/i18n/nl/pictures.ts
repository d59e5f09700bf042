/** Dutch: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: 'Een projectbord in het werkbeheerproduct: taken in groepen, elk met een eigenaar, een gekleurde status, een deadline en een prioriteit.',
  kanban: 'Een Kanbanbord: taakkaarten met labels en eigenaren in kolommen van te doen tot klaar.',
  gantt: 'Een Gantt-diagram: projecttaken als balken over acht weken, met afhankelijkheden, mijlpalen en een lijn voor vandaag.',
  dashboard:
    'Een dashboard: vier kerncijfers, een staafdiagram van het werk per maand met een trendlijn, een verdeling per status en de werklast van iedereen.',
  crmPipeline: 'De dealpijplijn van het CRM: deals als kaarten in fasen van nieuwe lead tot gewonnen, elk met de waarde en de eigenaar.',
  campaignEditor:
    'De editor voor e-mailcampagnes: contentblokken, de e-mail in ontwerp met banner en knop, en de open- en klikratio’s van de laatste verzending.',
  marketingBoard:
    'Het campagnebord van een marketingteam: contentstukken in groepen, elk met een eigenaar, een gekleurde status, een publicatiedatum en een kanaal.',
  devSprint: 'Het sprintbord van het dev-product: een burn-downgrafiek boven stories en bugs met storypoints, op weg van backlog naar klaar.',
  serviceTickets:
    'De ticketwachtrij van de servicedesk: het aantal open, wachtende en opgeloste tickets boven tickets met aanvrager, prioriteit, status en resterende tijd.',
} satisfies Messages['pictures']
