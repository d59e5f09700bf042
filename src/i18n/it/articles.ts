/** Italian: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Di {author}',
  articleBackToBlog: 'Torna al blog',
  articleBackToHelp: 'Torna al centro assistenza',
  articleBackToWebinars: 'Torna ai webinar',
  articleBackToNews: 'Torna alla sala stampa',
  articleListEmpty: 'Qui non è stato ancora pubblicato nulla.',
  articleListPages: 'Pagine',
  articleListPrevious: 'Pagina precedente',
  articleListNext: 'Pagina successiva',
  articleListPage: 'Pagina {page}',
  helpSearchLabel: 'Cerca nel centro assistenza',
  helpSearchPlaceholder: 'Cerca articoli',
  helpSearchButton: 'Cerca',
  helpSearchTitle: 'Cerca nel centro assistenza',
  helpSearchResultsFor: 'Risultati per «{query}»',
  helpSearchNoResults: 'Nessun articolo di assistenza corrisponde a «{query}». Prova con altre parole o con meno parole.',
  helpSearchEmpty: 'Scrivi una o due parole per cercare negli articoli di assistenza.',
  helpSearchTooLong: 'La ricerca è troppo lunga: usa al massimo {max} caratteri.',
  helpSearchUnavailable: 'La ricerca non è disponibile in questo momento. Riprova tra poco.',
} satisfies Messages['articles']
