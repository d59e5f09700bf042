/** Korean: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: '작성자: {author}',
  articleBackToBlog: '블로그로 돌아가기',
  articleBackToHelp: '고객센터로 돌아가기',
  articleBackToWebinars: '웨비나로 돌아가기',
  articleBackToNews: '뉴스룸으로 돌아가기',
  articleListEmpty: '아직 게시된 글이 없습니다.',
  articleListPages: '페이지',
  articleListPrevious: '이전 페이지',
  articleListNext: '다음 페이지',
  articleListPage: '{page}페이지',
  helpSearchLabel: '고객센터 검색',
  helpSearchPlaceholder: '도움말 검색',
  helpSearchButton: '검색',
  helpSearchTitle: '고객센터 검색',
  helpSearchResultsFor: '‘{query}’ 검색 결과',
  helpSearchNoResults: '‘{query}’와 일치하는 도움말이 없습니다. 다른 단어나 더 적은 단어로 검색해 보세요.',
  helpSearchEmpty: '도움말을 검색하려면 단어를 한두 개 입력하세요.',
  helpSearchTooLong: '검색어가 너무 깁니다. {max}자 이내로 입력하세요.',
  helpSearchUnavailable: '지금은 검색을 사용할 수 없습니다. 잠시 후 다시 시도하세요.',
} satisfies Messages['articles']
