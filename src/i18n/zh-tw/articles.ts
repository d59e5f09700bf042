/** Chinese (Traditional): articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: '作者：{author}',
  articleBackToBlog: '返回部落格',
  articleBackToHelp: '返回說明中心',
  articleBackToWebinars: '返回網路研討會',
  articleBackToNews: '返回新聞中心',
  articleListEmpty: '這裡還沒有發布任何內容。',
  articleListPages: '頁面',
  articleListPrevious: '上一頁',
  articleListNext: '下一頁',
  articleListPage: '第 {page} 頁',
  helpSearchLabel: '搜尋說明中心',
  helpSearchPlaceholder: '搜尋文章',
  helpSearchButton: '搜尋',
  helpSearchTitle: '搜尋說明中心',
  helpSearchResultsFor: '「{query}」的搜尋結果',
  helpSearchNoResults: '沒有符合「{query}」的說明文章。請試試其他字詞或減少字詞。',
  helpSearchEmpty: '輸入一兩個字詞來搜尋說明文章。',
  helpSearchTooLong: '搜尋內容太長：最多只能使用 {max} 個字元。',
  helpSearchUnavailable: '搜尋功能目前無法使用，請稍後再試。',
} satisfies Messages['articles']
