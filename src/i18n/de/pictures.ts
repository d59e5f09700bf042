/** German: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: 'Ein Projekt-Board im Arbeitsmanagement: Aufgaben in Gruppen, jede mit verantwortlicher Person, farbigem Status, Fälligkeitsdatum und Priorität.',
  kanban: 'Ein Kanban-Board: Aufgabenkarten mit Tags und Verantwortlichen in Spalten von „Zu erledigen“ bis „Erledigt“.',
  gantt: 'Ein Gantt-Diagramm: Projektaufgaben als Balken über acht Wochen, mit Abhängigkeiten, Meilensteinen und einer Linie für heute.',
  dashboard:
    'Ein Dashboard: vier Kennzahlen, ein Balkendiagramm der erledigten Arbeit pro Monat mit Trendlinie, eine Aufschlüsselung nach Status und die Auslastung jeder Person.',
  crmPipeline: 'Die Deal-Pipeline des CRM: Deals als Karten in Phasen vom neuen Lead bis zum Abschluss, jeweils mit Wert und Verantwortlichem.',
  campaignEditor:
    'Der Editor für E-Mail-Kampagnen: Inhaltsblöcke, die E-Mail im Entwurf mit Banner und Button sowie Öffnungs- und Klickraten des letzten Versands.',
  marketingBoard:
    'Das Kampagnen-Board eines Marketingteams: Inhalte in Gruppen, jeweils mit verantwortlicher Person, farbigem Status, Veröffentlichungsdatum und Kanal.',
  devSprint: 'Das Sprint-Board des Dev-Produkts: ein Burndown-Chart über Storys und Bugs mit Story Points, auf dem Weg vom Backlog zu „Erledigt“.',
  serviceTickets:
    'Die Ticket-Warteschlange des Service Desks: Zahl der offenen, wartenden und gelösten Tickets über einer Liste mit Anfragendem, Priorität, Status und verbleibender Zeit.',
} satisfies Messages['pictures']
