/** Russian: articles, their lists and the help centre's search. */
import type { Messages } from '../messages-shape'

export const articles = {
  articleBy: 'Автор: {author}',
  articleBackToBlog: 'Назад в блог',
  articleBackToHelp: 'Назад в справочный центр',
  articleBackToWebinars: 'Назад к вебинарам',
  articleBackToNews: 'Назад в пресс-центр',
  articleListEmpty: 'Здесь пока ничего не опубликовано.',
  articleListPages: 'Страницы',
  articleListPrevious: 'Предыдущая страница',
  articleListNext: 'Следующая страница',
  articleListPage: 'Страница {page}',
  helpSearchLabel: 'Поиск по справочному центру',
  helpSearchPlaceholder: 'Искать статьи',
  helpSearchButton: 'Найти',
  helpSearchTitle: 'Поиск по справочному центру',
  helpSearchResultsFor: 'Результаты по запросу «{query}»',
  helpSearchNoResults: 'Ни одна справочная статья не соответствует запросу «{query}». Попробуйте другие слова или меньше слов.',
  helpSearchEmpty: 'Введите одно-два слова, чтобы найти справочные статьи.',
  helpSearchTooLong: 'Запрос слишком длинный: используйте не более {max} символов.',
  helpSearchUnavailable: 'Поиск сейчас недоступен. Попробуйте ещё раз через минуту.',
} satisfies Messages['articles']
