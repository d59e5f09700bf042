/** Portuguese: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Por {author}',
  articleBackToBlog: 'Voltar ao blog',
  articleBackToHelp: 'Voltar à central de ajuda',
  articleBackToWebinars: 'Voltar aos webinars',
  articleBackToNews: 'Voltar à sala de imprensa',
  articleListEmpty: 'Ainda não há nada publicado aqui.',
  articleListPages: 'Páginas',
  articleListPrevious: 'Página anterior',
  articleListNext: 'Próxima página',
  articleListPage: 'Página {page}',
  helpSearchLabel: 'Pesquisar na central de ajuda',
  helpSearchPlaceholder: 'Pesquisar artigos',
  helpSearchButton: 'Pesquisar',
  helpSearchTitle: 'Pesquisar na central de ajuda',
  helpSearchResultsFor: 'Resultados para “{query}”',
  helpSearchNoResults: 'Nenhum artigo de ajuda corresponde a “{query}”. Tente outras palavras ou menos palavras.',
  helpSearchEmpty: 'Digite uma ou duas palavras para pesquisar os artigos de ajuda.',
  helpSearchTooLong: 'Essa pesquisa é longa demais: use no máximo {max} caracteres.',
  helpSearchUnavailable: 'A pesquisa não está disponível no momento. Tente novamente daqui a pouco.',
} satisfies Messages['articles']
