import { formatArticleDate, isoDay } from '@/domain/articles/dates'
import { languageEntry, type Locale } from '@/domain/locales'
import { formatText } from '@/i18n/format'
import { messages } from '@/i18n/messages'

/** Date, author and category in one line, the date written as the visitor's language writes it. */
export function ArticleMeta({
  article,
  locale,
}: {
  article: { publishedAt?: string | null; author?: string | null; category?: string | null }
  locale: Locale
}) {
  const date = formatArticleDate(article.publishedAt, languageEntry(locale).htmlLang)
  const parts = [
    date ? (
      <time key="date" dateTime={isoDay(article.publishedAt)}>
        {date}
      </time>
    ) : null,
    article.author ? <span key="author">{formatText(messages(locale).articles.articleBy, { author: article.author })}</span> : null,
    article.category ? <span key="category">{article.category}</span> : null,
  ].filter((part) => part !== null)
  if (parts.length === 0) return null
  return (
    <p className="article-meta">
      {parts.flatMap((part, index) =>
        index === 0
          ? [part]
          : [
              <span key={`sep-${index}`} aria-hidden="true">
                {' · '}
              </span>,
              part,
            ],
      )}
    </p>
  )
}
