/** Italian: what each hero picture the seed draws shows, its alt text in the media library. */
import type { Messages } from '../messages-shape'

export const pictures = {
  workBoard: 'Una board di progetto nel prodotto di gestione del lavoro: attività in gruppi, ciascuna con responsabile, stato colorato, scadenza e priorità.',
  kanban: 'Una board Kanban: schede delle attività con etichette e responsabili, in colonne da «da fare» a «fatto».',
  gantt: 'Un diagramma di Gantt: le attività del progetto come barre su otto settimane, con dipendenze, milestone e una linea per oggi.',
  dashboard:
    'Una dashboard: quattro indicatori chiave, un grafico a barre del lavoro svolto ogni mese con linea di tendenza, una ripartizione per stato e il carico di lavoro di ogni persona.',
  crmPipeline: 'La pipeline delle trattative del CRM: trattative come schede in fasi, dal nuovo lead alla chiusura vinta, ciascuna con valore e responsabile.',
  campaignEditor:
    'L’editor delle campagne email: blocchi di contenuto, l’email in lavorazione con banner e pulsante, e i tassi di apertura e di clic dell’ultimo invio.',
  marketingBoard:
    'La board delle campagne di un team marketing: contenuti in gruppi, ciascuno con responsabile, stato colorato, data di pubblicazione e canale.',
  devSprint: 'La board dello sprint del prodotto dev: un grafico burndown sopra storie e bug con story point, che passano dal backlog a «fatto».',
  serviceTickets:
    'La coda dei ticket del service desk: il numero di ticket aperti, in attesa e risolti sopra l’elenco con richiedente, priorità, stato e tempo residuo.',
} satisfies Messages['pictures']
