/** Swedish: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Av {author}',
  articleBackToBlog: 'Tillbaka till bloggen',
  articleBackToHelp: 'Tillbaka till hjälpcentret',
  articleBackToWebinars: 'Tillbaka till webbinarierna',
  articleBackToNews: 'Tillbaka till nyhetsrummet',
  articleListEmpty: 'Här har inget publicerats ännu.',
  articleListPages: 'Sidor',
  articleListPrevious: 'Föregående sida',
  articleListNext: 'Nästa sida',
  articleListPage: 'Sida {page}',
  helpSearchLabel: 'Sök i hjälpcentret',
  helpSearchPlaceholder: 'Sök artiklar',
  helpSearchButton: 'Sök',
  helpSearchTitle: 'Sök i hjälpcentret',
  helpSearchResultsFor: 'Resultat för ”{query}”',
  helpSearchNoResults: 'Ingen hjälpartikel matchar ”{query}”. Prova andra eller färre ord.',
  helpSearchEmpty: 'Skriv ett eller två ord för att söka bland hjälpartiklarna.',
  helpSearchTooLong: 'Sökningen är för lång: använd högst {max} tecken.',
  helpSearchUnavailable: 'Sökningen är inte tillgänglig just nu. Försök igen om en stund.',
} satisfies Messages['articles']
