/** Japanese: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: '著者: {author}',
  articleBackToBlog: 'ブログに戻る',
  articleBackToHelp: 'ヘルプセンターに戻る',
  articleBackToWebinars: 'ウェビナー一覧に戻る',
  articleBackToNews: 'ニュースルームに戻る',
  articleListEmpty: 'まだ公開された記事はありません。',
  articleListPages: 'ページ',
  articleListPrevious: '前のページ',
  articleListNext: '次のページ',
  articleListPage: '{page} ページ',
  helpSearchLabel: 'ヘルプセンターを検索',
  helpSearchPlaceholder: '記事を検索',
  helpSearchButton: '検索',
  helpSearchTitle: 'ヘルプセンターを検索',
  helpSearchResultsFor: '「{query}」の検索結果',
  helpSearchNoResults: '「{query}」に一致するヘルプ記事はありません。別の言葉や少ない言葉でお試しください。',
  helpSearchEmpty: 'ヘルプ記事を検索するには、言葉を 1 つか 2 つ入力してください。',
  helpSearchTooLong: '検索語が長すぎます。{max} 文字以内で入力してください。',
  helpSearchUnavailable: '現在、検索をご利用いただけません。しばらくしてからもう一度お試しください。',
} satisfies Messages['articles']
