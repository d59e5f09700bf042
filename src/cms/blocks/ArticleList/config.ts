import { ARTICLE_KIND_NAMES, ARTICLE_KINDS } from '@/domain/articles/kinds'
import { DEFAULT_ARTICLES_PER_PAGE, MAX_ARTICLES_PER_PAGE } from '@/domain/articles/pagination'

import { headingField, layoutBlock } from '../layout-block'

/** The published articles of one kind, newest first, read when the page renders so a publish shows at once; later pages at `{path}/page/{n}`. */
export const ArticleList = layoutBlock({ slug: 'articleList', interfaceName: 'ArticleListBlock', singular: 'Article list', plural: 'Article lists' }, [
  { ...headingField, defaultValue: 'Latest articles' },
  {
    name: 'kind',
    type: 'select',
    required: true,
    defaultValue: 'blog',
    options: ARTICLE_KIND_NAMES.map((kind) => ({ label: ARTICLE_KINDS[kind].label, value: kind })),
  },
  {
    name: 'perPage',
    type: 'number',
    required: true,
    min: 1,
    max: MAX_ARTICLES_PER_PAGE,
    defaultValue: DEFAULT_ARTICLES_PER_PAGE,
    admin: { description: 'Articles per page; the others are on the next pages.' },
  },
  {
    name: 'searchBox',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'A search box over the list, searching the help articles.', condition: (_data, siblingData) => siblingData?.kind === 'help' },
  },
])
