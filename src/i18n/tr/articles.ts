/** Turkish: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Yazan: {author}',
  articleBackToBlog: 'Bloga dön',
  articleBackToHelp: 'Yardım merkezine dön',
  articleBackToWebinars: 'Web seminerlerine dön',
  articleBackToNews: 'Basın odasına dön',
  articleListEmpty: 'Burada henüz bir şey yayımlanmadı.',
  articleListPages: 'Sayfalar',
  articleListPrevious: 'Önceki sayfa',
  articleListNext: 'Sonraki sayfa',
  articleListPage: 'Sayfa {page}',
  helpSearchLabel: 'Yardım merkezinde ara',
  helpSearchPlaceholder: 'Makale ara',
  helpSearchButton: 'Ara',
  helpSearchTitle: 'Yardım merkezinde ara',
  helpSearchResultsFor: '“{query}” için sonuçlar',
  helpSearchNoResults: '“{query}” ile eşleşen yardım makalesi yok. Başka ya da daha az kelime deneyin.',
  helpSearchEmpty: 'Yardım makalelerinde aramak için bir iki kelime yazın.',
  helpSearchTooLong: 'Bu arama çok uzun: en fazla {max} karakter kullanın.',
  helpSearchUnavailable: 'Arama şu anda kullanılamıyor. Lütfen birazdan yeniden deneyin.',
} satisfies Messages['articles']
