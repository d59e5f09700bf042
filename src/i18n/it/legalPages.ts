/** Italian: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Informativa sulla privacy',
    summary: 'Quali dati raccogliamo, perché e quali scelte avete.',
    intro: [
      'Ultimo aggiornamento: 1° settembre 2026',
      'La presente informativa spiega quali dati personali raccoglie {brand} Ltd. («{brand}», «noi») quando visitate i nostri siti, usate i nostri prodotti o ci contattate, perché li raccogliamo, per quanto tempo li conserviamo e quali diritti avete. {brand} Ltd., 12 Harbour Street, Londra EC2A 4NE, Regno Unito, è il titolare del trattamento dei dati qui descritti. Quando trattiamo dati per conto dei nostri clienti all’interno del prodotto, il titolare è il cliente e si applica il nostro accordo sul trattamento dei dati.',
    ],
    sections: [
      {
        heading: 'Quali dati raccogliamo',
        body: [
          [
            'Dati dell’account: nome, indirizzo email di lavoro, password (conservata come hash), azienda, ruolo e lingua.',
            'Dati di contatto e commerciali: ciò che ci comunicate tramite moduli, email, telefonate e riunioni, come dimensione del team, numero di telefono e paese.',
            'Dati di utilizzo: pagine visitate, funzioni usate, dispositivo, browser, posizione approssimativa ricavata dall’indirizzo IP ed errori.',
            'Dati di pagamento: indirizzo di fatturazione e ultime quattro cifre della carta; i numeri delle carte sono gestiti dal nostro fornitore di servizi di pagamento.',
            'Cookie e tecnologie simili, come descritto nella nostra informativa sui cookie.',
          ],
        ],
      },
      {
        heading: 'Perché li usiamo e su quale base giuridica',
        body: [
          [
            'Per fornire il servizio e offrirvi assistenza (esecuzione di un contratto).',
            'Per mantenere sicuro il servizio, prevenire le frodi e migliorare i nostri prodotti (nostro legittimo interesse).',
            'Per inviare novità sui prodotti e comunicazioni di marketing, da cui potete disiscrivervi in qualsiasi momento (consenso o, ove la legge lo consenta, legittimo interesse).',
            'Per adempiere a obblighi legali, fiscali e contabili (obbligo di legge).',
          ],
        ],
      },
      {
        heading: 'Con chi li condividiamo',
        body: [
          'Non vendiamo mai dati personali. Li condividiamo solo con fornitori che li trattano per nostro conto in base a un contratto (hosting, invio di email, pagamenti, strumenti di assistenza clienti), con le società del nostro gruppo e con le autorità quando la legge lo richiede. L’elenco aggiornato dei sub-responsabili è pubblicato nel nostro trust center.',
        ],
      },
      {
        heading: 'Trasferimenti internazionali',
        body: [
          'I clienti scelgono dove ospitare i dati del proprio account: nell’Unione europea, negli Stati Uniti o in Australia. Quando i dati lasciano lo Spazio economico europeo o il Regno Unito, ci basiamo su decisioni di adeguatezza o sulle clausole contrattuali tipo della Commissione europea, con garanzie aggiuntive.',
        ],
      },
      {
        heading: 'Per quanto tempo li conserviamo',
        body: [
          'I dati dell’account sono conservati finché l’account esiste e cancellati entro 90 giorni dalla sua chiusura. I dati commerciali sono conservati fino a tre anni dopo l’ultimo contatto; le fatture per il periodo previsto dalla normativa fiscale (di solito dieci anni).',
        ],
      },
      {
        heading: 'I vostri diritti',
        body: [
          'Potete chiedere l’accesso ai vostri dati, la loro rettifica, cancellazione, limitazione o portabilità, e opporvi al loro trattamento, anche a fini di marketing diretto. Scrivete a privacy@orbit.example. Potete anche presentare un reclamo all’autorità di protezione dei dati; nel Regno Unito è l’Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Modifiche alla presente informativa',
        body: [
          'Quando modifichiamo questa informativa in modo rilevante, lo comunichiamo su questa pagina e, ai clienti, via email con almeno 30 giorni di anticipo.',
        ],
      },
    ],
  },
  terms: {
    title: 'Termini di servizio',
    summary: 'Le condizioni che si applicano quando usate {brand}.',
    intro: [
      'In vigore dal: 1° settembre 2026',
      'I presenti termini costituiscono un accordo tra {brand} Ltd. e il cliente che crea un account o firma un modulo d’ordine («voi»). Usando {brand}, accettate questi termini per conto vostro o dell’organizzazione che rappresentate.',
    ],
    sections: [
      {
        heading: '1. Il servizio',
        body: [
          '{brand} fornisce software cloud per la gestione del lavoro, il CRM, lo sviluppo software, la gestione dei servizi e le campagne email. Possiamo migliorare e modificare le funzionalità; non ridurremo in modo sostanziale le funzioni principali di un piano a pagamento durante la sua durata.',
        ],
      },
      {
        heading: '2. Account e utenti',
        body: [
          [
            'Siete responsabili degli utenti che invitate e della custodia sicura delle credenziali.',
            'Ogni licenza è destinata a una persona nominativa; le licenze possono essere riassegnate ma non condivise.',
            'Per usare il servizio dovete avere almeno 16 anni.',
          ],
        ],
      },
      {
        heading: '3. Piani, corrispettivi e rinnovo',
        body: [
          'I piani a pagamento sono fatturati in anticipo, mensilmente o annualmente, per licenza. Si rinnovano automaticamente per lo stesso periodo, salvo disdetta prima della data di rinnovo. I prezzi si intendono al netto delle imposte. Possiamo modificare i prezzi al rinnovo con un preavviso di almeno 30 giorni.',
        ],
      },
      {
        heading: '4. I vostri contenuti',
        body: [
          'I contenuti che inserite nel servizio sono vostri. Ci concedete solo i diritti necessari per ospitarli, trattarli e visualizzarli al fine di fornirvi il servizio. Potete esportare i vostri contenuti in qualsiasi momento.',
        ],
      },
      {
        heading: '5. Uso consentito',
        body: [
          'Non potete usare il servizio per violare la legge, inviare email massive non richieste, violare i diritti altrui, sondare o disturbare i nostri sistemi, né rivendere il servizio senza il nostro consenso scritto.',
        ],
      },
      {
        heading: '6. Disponibilità e assistenza',
        body: [
          'Puntiamo a una disponibilità mensile del 99,9%. I clienti Enterprise ricevono un accordo sul livello di servizio con crediti di servizio, come previsto dal loro modulo d’ordine.',
        ],
      },
      {
        heading: '7. Responsabilità',
        body: [
          'Salvo violazioni della riservatezza, dei vostri obblighi di pagamento e degli obblighi di manleva, la responsabilità complessiva di ciascuna parte è limitata ai corrispettivi pagati nei dodici mesi precedenti la richiesta. Nessuna delle parti risponde di danni indiretti o consequenziali.',
        ],
      },
      {
        heading: '8. Recesso',
        body: [
          'Potete recedere in qualsiasi momento; il recesso ha effetto alla fine del periodo di fatturazione in corso. Possiamo sospendere, previo avviso, gli account che violano questi termini, o immediatamente quando la legge o la sicurezza lo richiedono.',
        ],
      },
      {
        heading: '9. Legge applicabile',
        body: [
          'I presenti termini sono regolati dalla legge di Inghilterra e Galles; il foro di Londra è competente in via esclusiva, salvo che la legge del vostro paese di residenza disponga diversamente.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Dichiarazione di accessibilità',
    summary: 'Il nostro impegno perché {brand} sia utilizzabile da tutti.',
    intro: [
      '{brand} si impegna a rendere il proprio sito e i propri prodotti utilizzabili da tutti, comprese le persone che usano lettori di schermo, navigazione da tastiera, comandi vocali o ingrandimento.',
    ],
    sections: [
      {
        heading: 'Stato di conformità',
        body: [
          'Questo sito mira a essere conforme alle Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA e alla norma europea EN 301 549. È parzialmente conforme: la maggior parte dei contenuti rispetta la norma, con le eccezioni elencate di seguito.',
        ],
      },
      {
        heading: 'Cosa facciamo',
        body: [
          [
            'Ogni pagina viene verificata con controlli automatici nella nostra pipeline di rilascio.',
            'I percorsi principali (registrazione, prezzi, contatto commerciale) sono testati a mano con NVDA, VoiceOver e solo da tastiera prima di ogni rilascio importante.',
            'Un revisore esterno esamina il sito una volta l’anno; l’ultima verifica risale a giugno 2026.',
          ],
        ],
      },
      {
        heading: 'Limiti noti',
        body: [
          [
            'Alcuni video meno recenti del blog e della raccolta di webinar non hanno ancora i sottotitoli; li aggiungeremo entro la fine del 2026.',
            'Alcuni report PDF pubblicati prima del 2025 non sono completamente taggati; le versioni accessibili sono disponibili su richiesta.',
          ],
        ],
      },
      {
        heading: 'Segnalazioni e contatti',
        body: [
          'Se incontrate una barriera, scrivete a accessibility@orbit.example o usate il modulo di contatto dell’assistenza. Rispondiamo entro due giorni lavorativi e ci impegniamo a eliminare le barriere segnalate entro 30 giorni.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Informativa sui cookie',
    summary: 'Quali cookie imposta {brand} su questo sito, a cosa serve ciascuno e come cambiare la vostra scelta.',
    paragraphs: [
      'Questa informativa spiega quali cookie imposta {brand} su questo sito, a cosa serve ciascuno e per quanto tempo viene conservato.',
      'I cookie necessari fanno funzionare il sito e ricordano le vostre scelte; sono sempre attivi. I cookie funzionali, analitici e di marketing vengono impostati solo se li consentite. Nello Spazio economico europeo, nel Regno Unito e negli altri paesi in cui la legge lo richiede, chiediamo il consenso prima di impostarne uno. Altrove sono attivi finché non li disattivate, e un browser che invia il segnale Global Privacy Control è escluso dai cookie di marketing.',
      'Potete modificare o revocare la vostra scelta in qualsiasi momento con «Impostazioni cookie» in fondo a ogni pagina. La revoca elimina i cookie delle categorie che avete disattivato. Conserviamo traccia di ogni scelta (quando è stata fatta, il paese, le categorie e la versione di questa informativa), senza il vostro indirizzo IP né alcun dettaglio del browser.',
      'Quando questa informativa cambia in modo rilevante per la vostra scelta, ve lo chiediamo di nuovo.',
    ],
    tableHeading: 'I cookie che usiamo',
    tableIntro: 'Tutti i cookie che questo sito può impostare, per categoria. Ciascuno scade dopo il tempo indicato dalla sua impostazione.',
  },
} satisfies Messages['legalPages']
