/** Spanish: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Por {author}',
  articleBackToBlog: 'Volver al blog',
  articleBackToHelp: 'Volver al centro de ayuda',
  articleBackToWebinars: 'Volver a los webinars',
  articleBackToNews: 'Volver a la sala de prensa',
  articleListEmpty: 'Todavía no se ha publicado nada aquí.',
  articleListPages: 'Páginas',
  articleListPrevious: 'Página anterior',
  articleListNext: 'Página siguiente',
  articleListPage: 'Página {page}',
  helpSearchLabel: 'Buscar en el centro de ayuda',
  helpSearchPlaceholder: 'Buscar artículos',
  helpSearchButton: 'Buscar',
  helpSearchTitle: 'Buscar en el centro de ayuda',
  helpSearchResultsFor: 'Resultados para «{query}»',
  helpSearchNoResults: 'Ningún artículo de ayuda coincide con «{query}». Prueba con otras palabras o con menos.',
  helpSearchEmpty: 'Escribe una o dos palabras para buscar en los artículos de ayuda.',
  helpSearchTooLong: 'La búsqueda es demasiado larga: usa como máximo {max} caracteres.',
  helpSearchUnavailable: 'La búsqueda no está disponible en este momento. Vuelve a intentarlo en unos instantes.',
} satisfies Messages['articles']
