/** Italian: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Domande frequenti',
  workManagement: {
    title: 'Gestione del lavoro',
    summary: 'Pianifica, monitora e porta a termine qualsiasi progetto, dalle attività più semplici ai portafogli aziendali.',
    overview:
      'Con {brand} Gestione del lavoro ogni team ha un unico spazio per pianificare, svolgere e monitorare il proprio lavoro. Crea board per progetti, richieste e processi, visualizzali come tabella, Kanban, Gantt o calendario e lascia i passaggi di consegne alle automazioni: i manager vedono i progressi senza dover rincorrere aggiornamenti.',
    sections: [
      {
        heading: 'Pianifica ogni progetto a modo tuo',
        intro: 'Parti da un modello o da una board vuota e adattala al modo in cui il tuo team lavora già.',
        items: [
          ['Board per ogni cosa', 'Progetti, campagne, richieste e processi, con le colonne che ti servono: responsabili, date, stati, budget e file.'],
          ['Viste per ogni ruolo', 'Passa da tabella a Kanban, Gantt, calendario e carico di lavoro sugli stessi dati, senza copiare nulla.'],
          ['Modelli per partire subito', 'Oltre 200 modelli, dal lancio di un prodotto all’onboarding dei clienti, pronti all’uso con un clic.'],
        ],
      },
      {
        heading: 'Automatizza il lavoro ripetitivo',
        intro: 'Ricette che chiunque configura in parole semplici si occupano dei passaggi ricorrenti.',
        items: [
          ['Automazioni senza codice', '«Quando lo stato passa a Fatto, avvisa il richiedente e sposta l’elemento in Consegnato.» Si imposta in un minuto.'],
          ['Promemoria puntuali', 'Avvisi di scadenza ed escalation evitano che una deadline passi inosservata.'],
          ['Integrazioni', 'Collega email, chat, calendari, archiviazione file e oltre 70 altri strumenti che i tuoi team usano già.'],
        ],
      },
      {
        heading: 'Il quadro completo in tempo reale',
        intro: 'Le dashboard riuniscono i dati di tutte le board, così i responsabili vedono ciò che conta senza chiedere un report.',
        items: [
          ['Dashboard', 'Combina fino a 50 board in grafici, numeri, timeline e widget sul carico di lavoro.'],
          ['Vista portafoglio', 'Tieni traccia di budget, rischi e milestone di tutti i progetti in un unico riepilogo.'],
          ['Bilanciamento del carico', 'Scopri chi è sovraccarico e riassegna il lavoro prima che diventi un problema.'],
        ],
      },
      {
        heading: 'Sicuro e pronto a crescere',
        intro: 'Da un team di cinque persone a un’organizzazione di 50.000, con i controlli richiesti dall’IT.',
        items: [
          ['Autorizzazioni', 'Permessi per board, colonna e workspace rendono il lavoro riservato visibile solo alle persone giuste.'],
          ['Sicurezza enterprise', 'SSO, registro di audit, residenza dei dati in UE, Stati Uniti o Australia e certificazioni ISO 27001 e SOC 2 Tipo II.'],
          ['Ospiti', 'Invita clienti e collaboratori esterni solo nelle board su cui lavorano, e in nient’altro.'],
        ],
      },
    ],
    story: {
      quote:
        'In un trimestre abbiamo portato 40 team da fogli di calcolo e tre strumenti diversi a {brand}. Le riunioni di avanzamento sono passate da un’ora a quindici minuti a settimana, perché tutti vedono già la stessa board.',
      person: 'Hannah Okafor',
      role: 'Direttrice del PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Quanto tempo serve per iniziare?',
        'La maggior parte dei team crea la prima board da un modello in meno di dieci minuti. Le adozioni più ampie richiedono di solito da due a sei settimane con il supporto del nostro team di onboarding o di un partner certificato.',
      ],
      ['Posso importare i miei progetti esistenti?', 'Sì. Importa da Excel, CSV, Google Sheets, Trello, Asana e Jira, con le colonne mappate automaticamente.'],
      [
        'Esiste un piano gratuito?',
        'Sì. Il piano Free è gratuito per sempre fino a due utenti. I piani a pagamento includono una prova gratuita di 14 giorni, senza carta di credito.',
      ],
      ['In quali lingue è disponibile {brand}?', 'Il prodotto è disponibile in 14 lingue e ognuno sceglie la propria.'],
    ],
    cta: { heading: 'Prova {brand} gratis', text: 'Nessuna carta di credito richiesta. La tua prima board è pronta in pochi minuti.' },
  },
  dev: {
    title: '{brand} dev',
    summary: 'Pianifica gli sprint, traccia i bug e rilascia nuove versioni con tutto il team di prodotto.',
    overview:
      '{brand} dev riunisce product manager, sviluppatori e designer su un’unica piattaforma: roadmap, sprint, bug e release, collegati al codice. Dallo sviluppatore al CEO, tutti sanno cosa esce e quando, senza l’ennesima riunione di aggiornamento.',
    sections: [
      {
        heading: 'Roadmap che tutti possono seguire',
        intro: 'Collega la strategia al lavoro che la realizza.',
        items: [
          ['Roadmap di prodotto', 'Pianifica iniziative ed epic su una timeline e condividi una vista in sola lettura con tutta l’azienda.'],
          ['Richieste di funzionalità', 'Raccogli il feedback di clienti e team e assegna le priorità in base a impatto e impegno.'],
          ['Pianificazione della capacità', 'Confronta la roadmap con le persone disponibili prima di impegnarti su una data.'],
        ],
      },
      {
        heading: 'Sprint senza appesantimenti',
        intro: 'Cerimonie agili che durano minuti, non ore.',
        items: [
          ['Pianificazione degli sprint', 'Sposta gli elementi dal backlog allo sprint, stimali in story point e parti.'],
          ['Burndown e velocity', 'I grafici si aggiornano man mano che il lavoro avanza: a metà sprint sai già se l’obiettivo è ancora raggiungibile.'],
          ['Retrospettive', 'Una board integrata per ciò che è andato bene, ciò che non ha funzionato e le azioni concordate.'],
        ],
      },
      {
        heading: 'Bug seguiti dalla segnalazione al rilascio',
        intro: 'Smista rapidamente e tieni informati i clienti.',
        items: [
          ['Tracciamento dei bug', 'Gravità, passaggi per riprodurlo, screenshot e un responsabile per ogni bug.'],
          ['Integrazione Git', 'Collega commit e pull request da GitHub e GitLab; gli elementi avanzano quando il codice viene unito.'],
          ['Note di rilascio', 'Genera le note di rilascio dagli elementi di una release, pronte da pubblicare.'],
        ],
      },
    ],
    story: {
      quote:
        'Sviluppo, prodotto e supporto guardano finalmente la stessa lista di bug. Il tempo mediano per correggere un bug critico è sceso da nove giorni a due.',
      person: 'Mei Lin Chen',
      role: 'Responsabile dell’ingegneria',
      company: 'Quantia Health',
    },
    faq: [
      [
        '{brand} dev sostituisce Jira?',
        'Molti team abbandonano Jira del tutto; altri sincronizzano i due strumenti in entrambe le direzioni con la nostra integrazione Jira durante il passaggio.',
      ],
      ['Con quali piattaforme di codice vi integrate?', 'GitHub, GitLab e Bitbucket, sia in cloud sia in self-hosting.'],
      [
        'Possono usarlo anche i non sviluppatori?',
        'Sì. Vendite, supporto e direzione seguono le roadmap e richiedono funzionalità senza imparare uno strumento da sviluppatori.',
      ],
    ],
    cta: { heading: 'Prova {brand} dev gratis', text: 'Pianifica il tuo prossimo sprint in pochi minuti. Nessuna carta di credito richiesta.' },
  },
  service: {
    title: '{brand} service',
    summary: 'Risolvi i ticket più velocemente con una gestione dei servizi potenziata dall’IA.',
    overview:
      '{brand} service è un service desk basato sull’IA per i team IT, HR e di assistenza clienti. Le richieste arrivano via email, portale o chat, l’IA le ordina e le smista, e gli operatori le risolvono insieme a tutti i team necessari sulla stessa piattaforma.',
    sections: [
      {
        heading: 'Tutte le richieste in un’unica coda',
        intro: 'Niente più richieste perse tra caselle email e conversazioni in chat.',
        items: [
          ['Ticket omnicanale', 'Email, portale web, chat e moduli creano ticket nella stessa coda.'],
          ['Portale self-service', 'Un portale con il tuo marchio e una knowledge base risponde alle domande comuni prima che diventino ticket.'],
          ['SLA', 'Obiettivi di risposta e risoluzione per priorità, con avvisi prima di una violazione.'],
        ],
      },
      {
        heading: 'L’IA fa il primo passaggio',
        intro: 'Gli operatori partono da dove l’IA si ferma.',
        items: [
          ['Smistamento automatico', 'L’IA classifica ogni ticket per tipo, urgenza e tono, e lo inoltra al team giusto.'],
          ['Risposte suggerite', 'Bozze di risposta tratte dalla knowledge base e dai ticket precedenti, pronte per la revisione di un operatore.'],
          ['Ticket simili', 'Individua gli incidenti in anticipo quando molte persone segnalano lo stesso problema.'],
        ],
      },
      {
        heading: 'Un servizio che collega tutta l’organizzazione',
        intro: 'Lavora con i team che hanno la risposta.',
        items: [
          ['Escalation', 'Inoltra a sviluppo, finanza o servizi generali sulle loro board, con il ticket collegato.'],
          ['Gestione degli asset', 'Tieni traccia di portatili, licenze e attrezzature e consulta lo storico dei ticket di ogni asset.'],
          ['Report', 'Volume dei ticket, tempo di prima risposta, soddisfazione dei clienti e carico degli operatori su dashboard in tempo reale.'],
        ],
      },
    ],
    story: {
      quote:
        'Abbiamo sostituito il vecchio helpdesk in sei settimane. Lo smistamento con l’IA si occupa della prima selezione e il nostro tempo di prima risposta è sceso da otto ore a meno di una.',
      person: 'Samuel Adeyemi',
      role: 'Responsabile dei servizi IT',
      company: 'Meridian University',
    },
    faq: [
      [
        'Quali team usano {brand} service?',
        'IT, risorse umane, servizi generali, ufficio legale e assistenza clienti, ognuno con le proprie code e il proprio portale.',
      ],
      [
        'L’IA vede i miei dati?',
        'Le funzioni di IA funzionano all’interno di {brand}; i tuoi dati non vengono mai usati per addestrare modelli per altri clienti. Gli amministratori possono disattivare le funzioni di IA.',
      ],
      ['I clienti possono inviare ticket via email?', 'Sì. Ogni coda ha il proprio indirizzo e le risposte confluiscono nello stesso ticket.'],
    ],
    cta: { heading: 'Prova {brand} service gratis', text: 'Configura la tua prima coda e il portale in un pomeriggio.' },
  },
} satisfies Messages['productPages']
