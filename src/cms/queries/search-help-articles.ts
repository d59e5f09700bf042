import type { Pool } from 'pg'

import { MAX_SEARCH_RESULTS, textSearchConfig } from '@/domain/articles/search'
import type { Locale } from '@/domain/locales'

export type HelpSearchResult = { id: number; slug: string; title: string; excerpt: string; locale: string }

/*
 * Published help articles matching the words, best first. Each article is searched in the
 * visitor's locale where it has been translated, else in English (with English stemming), as its
 * page shows it. `article_search_document` and its per-locale GIN indexes come from the migration
 * `*_articles`. Parameters only: the words never become SQL.
 */
const SEARCH_SQL = `
  WITH query AS (
    SELECT websearch_to_tsquery($1::regconfig, $3) AS own, websearch_to_tsquery('english'::regconfig, $3) AS english
  ),
  matches AS (
    SELECT l._parent_id AS id, l.title, l.excerpt, l._locale::text AS locale,
           ts_rank(article_search_document($1::regconfig, l.title, l.excerpt, l.body), query.own) AS rank
      FROM articles_locales l, query
     WHERE l._locale = $2::"_locales" AND l.title IS NOT NULL
       AND article_search_document($1::regconfig, l.title, l.excerpt, l.body) @@ query.own
    UNION ALL
    SELECT l._parent_id, l.title, l.excerpt, l._locale::text,
           ts_rank(article_search_document('english'::regconfig, l.title, l.excerpt, l.body), query.english)
      FROM articles_locales l, query
     WHERE $2::text <> 'en' AND l._locale = 'en'
       AND article_search_document('english'::regconfig, l.title, l.excerpt, l.body) @@ query.english
       AND NOT EXISTS (
         SELECT 1 FROM articles_locales own WHERE own._parent_id = l._parent_id AND own._locale = $2::"_locales" AND own.title IS NOT NULL
       )
  )
  SELECT a.id, a.slug, m.title, coalesce(m.excerpt, '') AS excerpt, m.locale
    FROM matches m JOIN articles a ON a.id = m.id
   WHERE a.kind = 'help' AND a._status = 'published'
   ORDER BY m.rank DESC, a.published_at DESC NULLS LAST, a.id
   LIMIT $4`

export async function searchHelpArticles(pool: Pick<Pool, 'query'>, { locale, text }: { locale: Locale; text: string }): Promise<HelpSearchResult[]> {
  const config = textSearchConfig(locale)
  const { rows } = await pool.query<HelpSearchResult>(SEARCH_SQL, [config, locale, text, MAX_SEARCH_RESULTS])
  return rows
}
