/** Polish: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Autor: {author}',
  articleBackToBlog: 'Wróć do bloga',
  articleBackToHelp: 'Wróć do centrum pomocy',
  articleBackToWebinars: 'Wróć do webinarów',
  articleBackToNews: 'Wróć do biura prasowego',
  articleListEmpty: 'Nic jeszcze tu nie opublikowano.',
  articleListPages: 'Strony',
  articleListPrevious: 'Poprzednia strona',
  articleListNext: 'Następna strona',
  articleListPage: 'Strona {page}',
  helpSearchLabel: 'Szukaj w centrum pomocy',
  helpSearchPlaceholder: 'Szukaj artykułów',
  helpSearchButton: 'Szukaj',
  helpSearchTitle: 'Szukaj w centrum pomocy',
  helpSearchResultsFor: 'Wyniki dla „{query}”',
  helpSearchNoResults: 'Żaden artykuł pomocy nie pasuje do „{query}”. Spróbuj innych lub mniej słów.',
  helpSearchEmpty: 'Wpisz jedno lub dwa słowa, aby przeszukać artykuły pomocy.',
  helpSearchTooLong: 'To wyszukiwanie jest za długie: użyj najwyżej {max} znaków.',
  helpSearchUnavailable: 'Wyszukiwanie jest teraz niedostępne. Spróbuj ponownie za chwilę.',
} satisfies Messages['articles']
