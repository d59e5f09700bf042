/** Italian: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'Il CRM che il tuo team commerciale userà davvero: gestisci lead, trattative e clienti.',
    overview:
      '{brand} CRM è il software di gestione delle relazioni con i clienti che il tuo team commerciale userà davvero. Acquisisci lead da ogni canale, porta avanti le trattative in una pipeline disegnata da te e lascia che le automazioni registrino le email e fissino i follow-up: i venditori passano la giornata a vendere, non ad aggiornare schede.',
    sections: [
      {
        heading: 'Una pipeline su misura per il tuo processo di vendita',
        intro: 'Definisci fasi, campi e tipi di trattativa, senza bisogno di consulenti.',
        items: [
          ['Gestione dei lead', 'Acquisisci lead da moduli web, email e annunci, assegna un punteggio e inoltrali automaticamente al venditore giusto.'],
          ['Pipeline delle trattative', 'Trascina le trattative tra le fasi, vedi il valore ponderato di ciascuna e individua subito quelle ferme.'],
          ['Contatti e account', 'Ogni email, chiamata, riunione e file di un cliente in un’unica timeline.'],
        ],
      },
      {
        heading: 'Automatizza la burocrazia, non la relazione',
        intro: 'Lascia l’inserimento dei dati al CRM.',
        items: [
          ['Sincronizzazione email', 'La sincronizzazione bidirezionale con Gmail e Outlook registra ogni conversazione sul contatto giusto.'],
          ['Sequenze', 'Invia sequenze di follow-up personalizzate che si fermano non appena il potenziale cliente risponde.'],
          ['Tracciamento delle attività', 'Chiamate, riunioni e attività vengono registrate e i promemoria impostati senza uscire dalla trattativa.'],
        ],
      },
      {
        heading: 'Previsioni affidabili',
        intro: 'Report di cui i responsabili commerciali si fidano, aggiornati in tempo reale.',
        items: [
          ['Previsioni di vendita', 'Prevedi per probabilità di fase, venditore e trimestre, e confronta con i tuoi obiettivi.'],
          ['Dashboard', 'Tassi di chiusura, copertura della pipeline, velocità delle trattative e risultati del team in un’unica schermata.'],
          ['Preventivi e fatture', 'Genera dalla trattativa preventivi con il tuo marchio, con prodotti e prezzi già inseriti.'],
        ],
      },
      {
        heading: 'Collegato al resto dell’azienda',
        intro: 'Chiudi il cerchio tra vendite, marketing, onboarding e assistenza.',
        items: [
          ['Passaggi di consegne', 'Una trattativa vinta crea automaticamente il progetto di onboarding nella gestione del lavoro.'],
          ['Campagne email', 'Invia newsletter e campagne di nurturing ai segmenti del CRM senza esportare liste.'],
          ['App mobili', 'Aggiorna le trattative e registra le chiamate da iOS e Android tra una riunione e l’altra.'],
        ],
      },
    ],
    story: {
      quote:
        'Già nel primo mese i nostri venditori hanno smesso di tenere i propri fogli di calcolo. Con {brand} CRM vediamo tutta la pipeline ogni lunedì e l’accuratezza delle previsioni è passata dal 60% a oltre il 90%.',
      person: 'Diego Ramírez',
      role: 'Vicepresidente vendite',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Posso migrare da un altro CRM?',
        'Sì. Importa contatti, account e trattative da Salesforce, HubSpot, Pipedrive o da qualsiasi file CSV, mantenendo lo storico.',
      ],
      [
        'Il CRM funziona con la mia email?',
        'Gmail e Outlook si sincronizzano in entrambe le direzioni; email, riunioni e chiamate vengono registrate sul contatto giusto.',
      ],
      [
        'Quanto costa il CRM?',
        'Si paga per utente, con i piani Basic, Standard e Pro e prezzi Enterprise personalizzati. Con il pagamento annuale risparmi il 20%.',
      ],
      [
        'I dati dei miei clienti sono al sicuro?',
        'I dati sono cifrati in transito e a riposo, ospitati nella regione che scegli e coperti dalle nostre certificazioni ISO 27001 e SOC 2 Tipo II.',
      ],
    ],
    cta: { heading: 'Prova {brand} CRM gratis', text: 'Gratis per 14 giorni, senza carta di credito. Importa i tuoi contatti in pochi minuti.' },
  },
  crmFormHeading: 'Guarda il CRM in azione',
  crmFormIntro: 'Prenota una demo personalizzata con un esperto di CRM.',
  emailCampaigns: {
    title: 'Campagne email',
    summary: 'Invia campagne email dallo stesso posto in cui gestisci i tuoi contatti.',
    overview:
      'Con {brand} Campagne email, marketing e vendite inviano newsletter, annunci e campagne di nurturing ai contatti già presenti nel CRM. Progetta con un editor drag-and-drop, invia al momento giusto e osserva aperture, clic e fatturato accanto al resto del tuo lavoro di marketing.',
    sections: [
      {
        heading: 'Email pronte in pochi minuti',
        intro: 'Email belle e coerenti con il tuo marchio, senza un grafico.',
        items: [
          ['Editor drag-and-drop', 'Componi email responsive a blocchi o parti da uno dei 50 modelli disponibili.'],
          ['Kit del marchio', 'Logo, colori e font applicati automaticamente a ogni campagna.'],
          ['Assistente di scrittura IA', 'Scrivi oggetti e testi, poi metti a confronto le varianti.'],
        ],
      },
      {
        heading: 'Raggiungi le persone giuste',
        intro: 'Segmenti creati con i dati del CRM in tempo reale.',
        items: [
          ['Segmenti', 'Raggiungi i contatti in base alla fase della trattativa, al settore, alla località o all’interazione passata.'],
          ['Percorsi automatizzati', 'Serie di benvenuto, rinnovi e campagne di riattivazione che procedono da sole.'],
          ['Gestione del consenso', 'Double opt-in, link di disiscrizione e centri preferenze nel rispetto del GDPR.'],
        ],
      },
      {
        heading: 'Misura ciò che conta',
        intro: 'Dal tasso di apertura al fatturato.',
        items: [
          ['Report delle campagne', 'Aperture, clic, rimbalzi e disiscrizioni per campagna e per link.'],
          ['Test A/B', 'Prova oggetti e contenuti su un campione, poi invia la versione vincente a tutti gli altri.'],
          ['Attribuzione del fatturato', 'Scopri quali campagne hanno influenzato le trattative nella pipeline del CRM.'],
        ],
      },
    ],
    story: {
      quote:
        'Marketing e vendite condividono finalmente un’unica lista di contatti. La nostra newsletter ora arriva a segmenti costruiti sulle trattative in corso e il tasso di clic è raddoppiato in tre mesi.',
      person: 'Chloé Martin',
      role: 'Responsabile marketing',
      company: 'Atelier Verde',
    },
    faq: [
      ['Quante email posso inviare?', 'Ogni piano include una quota mensile di invii per utente; volumi maggiori sono disponibili su richiesta.'],
      [
        'Le mie email arriveranno nella posta in arrivo?',
        'Configuriamo con te SPF, DKIM e DMARC e monitoriamo la reputazione di invio su un’infrastruttura dedicata.',
      ],
      ['Posso importare gli iscritti che ho già?', 'Sì, insieme ai loro consensi, da un file CSV o da Mailchimp.'],
    ],
    cta: { heading: 'Prova {brand} Campagne email gratis', text: 'Invia la tua prima campagna oggi stesso. Nessuna carta di credito richiesta.' },
  },
  contactTitle: 'Contatta il team vendite',
  contactSummary: 'Raccontaci del tuo team e troveremo insieme il piano giusto.',
  contactFormHeading: 'Raccontaci del tuo team',
  contactFormIntro: 'Un esperto commerciale ti aiuterà a scegliere il piano giusto e risponderà alle tue domande.',
  defaultBody: '{brand} tiene tutti i team allineati, dal primo piano fino alla consegna finale.',
  defaultBodyMore: 'Parti da un modello, invita il tuo team e dai forma al flusso di lavoro strada facendo, senza scrivere codice.',
} satisfies Messages['salesPages']
