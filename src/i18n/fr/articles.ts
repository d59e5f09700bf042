/** French: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Par {author}',
  articleBackToBlog: 'Retour au blog',
  articleBackToHelp: 'Retour au centre d’aide',
  articleBackToWebinars: 'Retour aux webinaires',
  articleBackToNews: 'Retour à la salle de presse',
  articleListEmpty: 'Rien n’a encore été publié ici.',
  articleListPages: 'Pages',
  articleListPrevious: 'Page précédente',
  articleListNext: 'Page suivante',
  articleListPage: 'Page {page}',
  helpSearchLabel: 'Rechercher dans le centre d’aide',
  helpSearchPlaceholder: 'Rechercher des articles',
  helpSearchButton: 'Rechercher',
  helpSearchTitle: 'Rechercher dans le centre d’aide',
  helpSearchResultsFor: 'Résultats pour « {query} »',
  helpSearchNoResults: 'Aucun article d’aide ne correspond à « {query} ». Essayez d’autres mots, ou moins de mots.',
  helpSearchEmpty: 'Saisissez un ou deux mots pour rechercher dans les articles d’aide.',
  helpSearchTooLong: 'Cette recherche est trop longue : utilisez au plus {max} caractères.',
  helpSearchUnavailable: 'La recherche n’est pas disponible pour le moment. Réessayez dans un instant.',
} satisfies Messages['articles']
