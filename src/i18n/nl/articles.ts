/** Dutch: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Door {author}',
  articleBackToBlog: 'Terug naar de blog',
  articleBackToHelp: 'Terug naar het helpcentrum',
  articleBackToWebinars: 'Terug naar de webinars',
  articleBackToNews: 'Terug naar de nieuwsroom',
  articleListEmpty: 'Hier is nog niets gepubliceerd.',
  articleListPages: 'Pagina’s',
  articleListPrevious: 'Vorige pagina',
  articleListNext: 'Volgende pagina',
  articleListPage: 'Pagina {page}',
  helpSearchLabel: 'Zoeken in het helpcentrum',
  helpSearchPlaceholder: 'Artikelen zoeken',
  helpSearchButton: 'Zoeken',
  helpSearchTitle: 'Zoeken in het helpcentrum',
  helpSearchResultsFor: 'Resultaten voor ‘{query}’',
  helpSearchNoResults: 'Geen helpartikel past bij ‘{query}’. Probeer andere of minder woorden.',
  helpSearchEmpty: 'Typ een of twee woorden om de helpartikelen te doorzoeken.',
  helpSearchTooLong: 'Deze zoekopdracht is te lang: gebruik maximaal {max} tekens.',
  helpSearchUnavailable: 'Zoeken is op dit moment niet beschikbaar. Probeer het zo opnieuw.',
} satisfies Messages['articles']
