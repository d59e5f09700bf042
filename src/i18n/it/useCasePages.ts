/** Italian: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'Gestione delle risorse umane',
    summary: 'Selezione, onboarding e richieste dei dipendenti, finalmente in ordine.',
    overview:
      'I team HR gestiscono selezione, onboarding e richieste dei dipendenti con {brand}: ogni candidato, ogni nuovo assunto e ogni richiesta su una board, con automazioni per le pratiche burocratiche e dashboard per pianificare l’organico.',
    sections: [
      {
        heading: 'Assumi le persone giuste, più in fretta',
        intro: 'Una pipeline di selezione che i tuoi responsabili delle assunzioni terranno davvero aggiornata.',
        items: [
          ['Pipeline dei candidati', 'Segui ogni candidato dalla candidatura all’offerta, con tutti i feedback dei colloqui in un unico posto.'],
          ['Pianificazione dei colloqui', 'Le integrazioni con il calendario fissano i colloqui senza continui scambi di email.'],
          ['Approvazione delle offerte', 'Le offerte arrivano automaticamente all’amministrazione e alla direzione per l’approvazione.'],
        ],
      },
      {
        heading: 'Un onboarding su misura',
        intro: 'Un piano per ogni nuovo assunto, pronto prima del primo giorno.',
        items: [
          ['Checklist di onboarding', 'IT, servizi generali e responsabile ricevono le loro attività appena un’assunzione è confermata.'],
          ['Portale di benvenuto', 'I nuovi assunti vedono il piano della prima settimana, il loro tutor e le policy che servono.'],
          ['Monitoraggio dei progressi', 'Scopri chi ha completato l’onboarding e chi ha bisogno di una mano.'],
        ],
      },
      {
        heading: 'Rispondi alle richieste dei dipendenti',
        intro: 'Ferie, dotazioni e domande sulle policy in un’unica coda.',
        items: [
          ['Moduli di richiesta', 'I dipendenti inviano le richieste tramite un modulo; l’HR le vede tutte su una board.'],
          ['Board riservate', 'I casi delicati sono visibili solo a chi li gestisce.'],
          ['Dashboard HR', 'Organico, tempi di assunzione e volume delle richieste a colpo d’occhio.'],
        ],
      },
    ],
    story: {
      quote: 'Ogni mese accogliamo 60 nuove persone in quattro paesi. Con {brand}, ogni nuovo assunto ha portatile, account e tutor fin dal primo giorno.',
      person: 'Priya Nair',
      role: 'Responsabile People Operations',
      company: 'Lumen Travel',
    },
    faq: [
      [
        'I dati dei dipendenti restano riservati?',
        'Sì. Board private, permessi sulle colonne e log di controllo fanno sì che i dati personali siano visibili solo all’HR.',
      ],
      ['Si collega al nostro sistema HR?', 'Le integrazioni con BambooHR, Workday e Personio mantengono sincronizzate le anagrafiche dei dipendenti.'],
      ['C’è un modello da cui partire?', 'Sì: i modelli per pipeline di selezione, checklist di onboarding e richieste dei dipendenti sono pronti all’uso.'],
    ],
    cta: { heading: 'Prova gratis {brand} per l’HR', text: 'Parti dal modello di onboarding e prepara oggi stesso il piano per il tuo prossimo assunto.' },
  },
  teamManagement: {
    title: 'Gestione del team',
    summary: 'Sai chi lavora su cosa e bilancia i carichi di lavoro.',
    overview:
      'Sai chi sta lavorando su cosa, bilancia i carichi di lavoro e mantieni il team concentrato su ciò che conta. {brand} offre ai responsabili un quadro aggiornato del lavoro del proprio team, senza bisogno di controllare ogni dettaglio.',
    sections: [
      {
        heading: 'Il lavoro di tutti a colpo d’occhio',
        intro: 'Un’unica vista per ogni incarico, scadenza e priorità.',
        items: [
          ['Il mio lavoro', 'Ognuno vede le proprie attività di tutte le board, ordinate per scadenza.'],
          ['Board del team', 'Obiettivi, progetti e attività ricorrenti di tutto il team in un unico posto.'],
          ['Aggiornamenti di stato', 'Commenti e aggiornamenti sull’elemento stesso, non sparsi nelle chat.'],
        ],
      },
      {
        heading: 'Bilancia i carichi di lavoro',
        intro: 'Individua il sovraccarico prima che diventi burnout.',
        items: [
          ['Vista del carico di lavoro', 'Guarda la disponibilità di ciascuno settimana per settimana e trascina il lavoro a chi ha spazio.'],
          ['Monitoraggio del tempo', 'Capisci dove va il tempo e fai stime migliori la prossima volta.'],
          ['Assenze', 'Festività e ferie accanto alla pianificazione.'],
        ],
      },
      {
        heading: 'Riunioni più produttive',
        intro: 'Meno aggiornamenti, più decisioni.',
        items: [
          ['Colloqui individuali', 'Una board con l’agenda condivisa per ogni collaboratore diretto.'],
          ['Obiettivi e OKR', 'Collega il lavoro quotidiano agli obiettivi trimestrali e segui i progressi.'],
          ['Dashboard', 'I progressi della settimana per il tuo aggiornamento alla direzione, creati in automatico.'],
        ],
      },
    ],
    story: {
      quote: 'Passavo il lunedì mattina a raccogliere aggiornamenti. Ora apro la dashboard e dedico quell’ora al mio team.',
      person: 'Jonas Weber',
      role: 'Responsabile Customer Success',
      company: 'Fjord Analytics',
    },
    faq: [
      ['Quanto può essere grande un team?', 'Da due persone a migliaia: workspace e permessi mantengono ordinate anche le grandi organizzazioni.'],
      ['Le persone possono vedere solo il proprio lavoro?', 'Sì. Con i permessi decidi chi vede e modifica ogni board.'],
      ['Funziona anche da mobile?', 'Sì, con le app per iOS e Android e le notifiche per ciò che richiede attenzione.'],
    ],
    cta: { heading: 'Prova {brand} gratis', text: 'Invita il tuo team e crea la tua prima board in pochi minuti.' },
  },
  creativeAgencies: {
    title: 'Per le agenzie creative',
    summary: 'Gestisci brief, approvazioni e produzione creativa.',
    overview:
      'Le agenzie creative gestiscono brief, produzione e approvazioni con {brand}. Rispetta i tempi di ogni progetto cliente, raccogli i feedback direttamente sui materiali e scopri quali clienti sono davvero redditizi.',
    sections: [
      {
        heading: 'Dal brief alla consegna',
        intro: 'Ogni progetto, ogni cliente, nei tempi previsti.',
        items: [
          ['Brief creativi', 'Un modulo di brief crea il progetto con attività, responsabili e scadenze.'],
          ['Piani di produzione', 'Timeline Gantt con le dipendenze tra design, testi e sviluppo.'],
          ['Pianificazione delle risorse', 'Scopri quali designer sono liberi la settimana prossima prima di accettare un nuovo lavoro.'],
        ],
      },
      {
        heading: 'Approvazioni senza catene di email',
        intro: 'Il feedback dove si trova il lavoro.',
        items: [
          ['Revisione delle bozze', 'I clienti commentano direttamente immagini, PDF e video.'],
          ['Flussi di approvazione', 'Una volta approvata, ogni versione passa in automatico al revisore successivo.'],
          ['Clienti ospiti', 'I clienti vedono i propri progetti e nient’altro.'],
        ],
      },
      {
        heading: 'Conosci i tuoi margini',
        intro: 'Redditività per cliente e per progetto.',
        items: [
          ['Monitoraggio del tempo', 'Registra le ore sui progetti, distinguendo il tempo fatturabile da quello non fatturabile.'],
          ['Budget', 'Confronta la spesa con il budget di ogni progetto man mano che il lavoro avanza.'],
          ['Dashboard per i clienti', 'Condividi i report di avanzamento con i clienti tramite un solo link.'],
        ],
      },
    ],
    story: {
      quote:
        'Le approvazioni dei clienti richiedevano una settimana di email. Con la revisione delle bozze in {brand}, la maggior parte dei materiali viene approvata in un giorno.',
      person: 'Olivia Brooks',
      role: 'Amministratrice delegata',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['I clienti possono usarlo senza pagare?', 'Sì. Nei piani a pagamento gli ospiti partecipano gratis e vedono solo le board che condividi.'],
      ['Possiamo registrare le ore fatturabili?', 'Sì, con il monitoraggio del tempo del piano Pro e le esportazioni per la fatturazione.'],
      ['Si integra con Adobe Creative Cloud?', 'Sì: materiali e commenti si sincronizzano con la nostra integrazione Adobe.'],
    ],
    cta: { heading: 'Prova gratis {brand} per le agenzie', text: 'Parti dal modello per la produzione creativa.' },
  },
  clientProjectManagement: {
    title: 'Gestione dei progetti per i clienti',
    summary: 'Consegna i lavori dei clienti in tempo, tenendoli sempre aggiornati.',
    overview:
      'Consegna i progetti dei clienti nei tempi e nel budget, tenendo i clienti sempre aggiornati. {brand} offre ai team di servizi un unico posto per perimetro, tempistiche, ore e comunicazione con il cliente.',
    sections: [
      {
        heading: 'Pianifica l’incarico',
        intro: 'Un piano ripetibile per ogni cliente.',
        items: [
          ['Modelli di progetto', 'Trasforma il tuo incarico migliore in un modello con fasi, attività e milestone.'],
          ['Milestone', 'Date chiave e deliverable condivisi con il cliente.'],
          ['Dipendenze', 'Scopri come un ritardo in una fase sposta tutto il resto.'],
        ],
      },
      {
        heading: 'Tieni aggiornati i clienti',
        intro: 'Trasparenza senza lavoro in più.',
        items: [
          ['Portali clienti', 'I clienti seguono l’avanzamento, approvano i deliverable e aggiungono richieste.'],
          ['Viste condivisibili', 'Invia una timeline in sola lettura sempre aggiornata.'],
          ['Aggiornamenti automatici', 'Un’email settimanale di riepilogo per il cliente, scritta a partire dalla board.'],
        ],
      },
      {
        heading: 'Proteggi il tuo margine',
        intro: 'Individua presto l’aumento incontrollato del perimetro.',
        items: [
          ['Monitoraggio del budget', 'Ore e costi pianificati rispetto a quelli effettivi per ogni progetto.'],
          ['Richieste di modifica', 'Registra e approva le modifiche prima che inizi il lavoro.'],
          ['Dashboard del portfolio', 'Tutti i progetti dei clienti, con il loro stato di salute e il loro margine.'],
        ],
      },
    ],
    story: {
      quote: 'I nostri clienti adorano la timeline condivisa, e i nostri project manager risparmiano mezza giornata a settimana sui report.',
      person: 'Rafael Souza',
      role: 'Responsabile Delivery',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['I clienti possono vedere solo il proprio progetto?', 'Sì. Gli ospiti vedono solo le board che condividi con loro.'],
      ['Posso usare il mio marchio?', 'Moduli e portali rivolti ai clienti riportano il tuo logo e i tuoi colori.'],
      ['Supporta la fatturazione?', 'Esporta le ore nel tuo strumento di fatturazione oppure collega QuickBooks e Xero.'],
    ],
    cta: { heading: 'Prova gratis {brand} per i progetti dei clienti', text: 'Parti dal modello di progetto per i clienti.' },
  },
  productManagement: {
    title: 'Gestione del prodotto',
    summary: 'Roadmap, feedback e lanci in un unico posto.',
    overview:
      'I team di prodotto pianificano roadmap, raccolgono feedback e gestiscono i lanci con {brand}, con ingegneria, design e marketing che lavorano sullo stesso piano.',
    sections: [
      {
        heading: 'Roadmap sempre aggiornate',
        intro: 'Strategia ed esecuzione in un unico posto.',
        items: [
          ['Timeline della roadmap', 'Pianifica trimestri e release: le date si aggiornano man mano che il lavoro procede.'],
          ['Definizione delle priorità', 'Valuta le idee per portata, impatto, affidabilità e impegno.'],
          ['Viste per gli stakeholder', 'Condividi una roadmap in sola lettura con vendite e direzione.'],
        ],
      },
      {
        heading: 'Ascolta i clienti',
        intro: 'Feedback che arrivano fino alla roadmap.',
        items: [
          ['Raccolta dei feedback', 'Le richieste di assistenza, vendite e moduli arrivano su un’unica board.'],
          ['Richieste collegate', 'Collega le richieste alle funzionalità e avvisa i clienti quando vengono rilasciate.'],
          ['Archivio delle ricerche', 'Note delle interviste e insight, ricercabili per tema.'],
        ],
      },
      {
        heading: 'Lancia insieme a tutti i team',
        intro: 'Lanci senza sorprese.',
        items: [
          ['Checklist di lancio', 'Attività di marketing, assistenza e vendite per ogni release.'],
          ['Calendario delle release', 'Scopri cosa esce e quando, per tutti i prodotti.'],
          ['Dashboard di lancio', 'Adozione e feedback dopo il lancio.'],
        ],
      },
    ],
    story: {
      quote: 'La nostra roadmap era una slide già superata dopo una settimana. Ora è una board sempre viva che tutta l’azienda segue.',
      person: 'Aiko Tanaka',
      role: 'Group Product Manager',
      company: 'Sora Mobility',
    },
    faq: [
      ['Funziona con gli strumenti di sviluppo?', 'Sì. Sincronizza con Jira, GitHub e GitLab, oppure gestisci lo sviluppo su {brand} dev.'],
      ['Possiamo mantenere riservati alcuni piani?', 'Sì. Board private e permessi limitano i piani iniziali al team di prodotto.'],
      ['Esiste un modello di roadmap?', 'Sì, più di uno: roadmap trimestrale, piano delle release e richieste di funzionalità.'],
    ],
    cta: { heading: 'Prova gratis {brand} per i team di prodotto', text: 'Parti dal modello di roadmap di prodotto.' },
  },
  agile: {
    title: 'Gestione agile dei progetti',
    summary: 'Sprint, backlog e retrospettive per i team agili.',
    overview:
      'I team agili gestiscono sprint, backlog e retrospettive con {brand}, con la libertà di lavorare in Scrum, Kanban o in un mix dei due, e con report comprensibili anche al resto dell’azienda.',
    sections: [
      {
        heading: 'Backlog e sprint',
        intro: 'Tutto ciò che serve a un team Scrum.',
        items: [
          ['Raffinamento del backlog', 'Definisci le priorità, stima e suddividi le user story con tutto il team.'],
          ['Board degli sprint', 'Pianifica lo sprint e seguilo su una board Kanban.'],
          ['Story point', 'Stima il lavoro e osserva l’andamento della velocity nel tempo.'],
        ],
      },
      {
        heading: 'Kanban per un flusso continuo',
        intro: 'Limita il lavoro in corso e migliora il flusso.',
        items: [
          ['Limiti WIP', 'Le colonne ti avvisano quando c’è troppo lavoro in corso.'],
          ['Tempo di ciclo', 'Scopri quanto tempo richiede il lavoro dall’inizio alla fine.'],
          ['Corsie', 'Raggruppa per priorità, responsabile o tipo di lavoro.'],
        ],
      },
      {
        heading: 'Miglioramento continuo',
        intro: 'Impara da ogni iterazione.',
        items: [
          ['Board della retrospettiva', 'Raccogli cosa è andato bene e cosa cambiare, poi assegna le azioni.'],
          ['Grafici burndown', 'Segui ogni giorno i progressi verso l’obiettivo dello sprint.'],
          ['Dashboard del team', 'Velocity, variazioni di perimetro e bug per sprint.'],
        ],
      },
    ],
    story: {
      quote:
        'Gestiamo dodici team Scrum su {brand}. La pianificazione richiede la metà del tempo di prima, e la direzione finalmente legge i nostri report sugli sprint.',
      person: 'Lukas Nowak',
      role: 'Agile coach',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum o Kanban?', 'Entrambi. Usa gli sprint, il flusso Kanban o un mix, team per team.'],
      ['Possiamo estendere l’agile a più team?', 'Sì. Board di portfolio e dashboard riuniscono il lavoro di team e programmi diversi.'],
      ['Esiste un modello per gli sprint?', 'Sì: sono inclusi i modelli per pianificazione dello sprint, backlog e retrospettiva.'],
    ],
    cta: { heading: 'Prova gratis {brand} per i team agili', text: 'Inizia oggi il tuo primo sprint.' },
  },
  productionManagement: {
    title: 'Gestione della produzione',
    summary: 'Pianifica la produzione, segui gli ordini e gestisci il magazzino.',
    overview:
      'Aziende manifatturiere e team di produzione pianificano i lotti, seguono gli ordini e gestiscono il magazzino con {brand}, collegando il reparto produttivo a vendite e acquisti.',
    sections: [
      {
        heading: 'Pianifica la produzione',
        intro: 'Un programma di cui tutti si fidano.',
        items: [
          ['Programma di produzione', 'Pianifica i lotti su un diagramma di Gantt con macchine e squadre.'],
          ['Capacità', 'Controlla il carico di ogni linea e di ogni turno prima di accettare un ordine.'],
          ['Distinte base', 'Collega ogni ordine ai componenti di cui ha bisogno.'],
        ],
      },
      {
        heading: 'Segui ogni ordine',
        intro: 'Dall’ordine d’acquisto alla consegna.',
        items: [
          ['Monitoraggio degli ordini', 'Lo stato di ogni ordine, aggiornato dal reparto tramite smartphone.'],
          ['Controlli di qualità', 'Checklist e foto per ogni ispezione.'],
          ['Gestione dei fornitori', 'Ordini d’acquisto e date di consegna per ogni fornitore.'],
        ],
      },
      {
        heading: 'Tieni sotto controllo il magazzino',
        intro: 'Le scorte giuste al momento giusto.',
        items: [
          ['Board del magazzino', 'Livelli di scorta per articolo e per sede.'],
          ['Avvisi di riordino', 'Le automazioni ti avvisano quando una scorta scende sotto il minimo.'],
          ['Dashboard delle operations', 'Produzione, ritardi e scorte a colpo d’occhio.'],
        ],
      },
    ],
    story: {
      quote: 'Ora le vendite vedono a che punto è ogni ordine senza chiamare lo stabilimento. Le consegne puntuali sono passate dal 78% al 95%.',
      person: 'Marco Bianchi',
      role: 'Direttore operativo',
      company: 'Officine Rossi',
    },
    faq: [
      ['Sostituisce il nostro ERP?', 'No. {brand} lavora accanto al tuo ERP e sincronizza ordini e scorte tramite integrazioni o API.'],
      ['Il reparto produttivo può usarlo?', 'Sì, da tablet e smartphone, con moduli semplici per gli aggiornamenti.'],
      ['Esiste un modello per la produzione?', 'Sì: modelli per pianificazione della produzione, monitoraggio degli ordini e magazzino.'],
    ],
    cta: { heading: 'Prova gratis {brand} per la produzione', text: 'Parti dal modello di pianificazione della produzione.' },
  },
} satisfies Messages['useCasePages']
