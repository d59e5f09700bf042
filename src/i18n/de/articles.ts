/** German: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Von {author}',
  articleBackToBlog: 'Zurück zum Blog',
  articleBackToHelp: 'Zurück zum Hilfe-Center',
  articleBackToWebinars: 'Zurück zu den Webinaren',
  articleBackToNews: 'Zurück zum Newsroom',
  articleListEmpty: 'Hier wurde noch nichts veröffentlicht.',
  articleListPages: 'Seiten',
  articleListPrevious: 'Vorherige Seite',
  articleListNext: 'Nächste Seite',
  articleListPage: 'Seite {page}',
  helpSearchLabel: 'Hilfe-Center durchsuchen',
  helpSearchPlaceholder: 'Artikel suchen',
  helpSearchButton: 'Suchen',
  helpSearchTitle: 'Hilfe-Center durchsuchen',
  helpSearchResultsFor: 'Ergebnisse für „{query}“',
  helpSearchNoResults: 'Kein Hilfeartikel passt zu „{query}“. Versuchen Sie andere oder weniger Wörter.',
  helpSearchEmpty: 'Geben Sie ein oder zwei Wörter ein, um die Hilfeartikel zu durchsuchen.',
  helpSearchTooLong: 'Diese Suche ist zu lang: Verwenden Sie höchstens {max} Zeichen.',
  helpSearchUnavailable: 'Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
} satisfies Messages['articles']
