import { HELP_SEARCH_PATH, MAX_SEARCH_QUERY_LENGTH, SEARCH_QUERY_PARAM } from '@/domain/articles/search'
import type { Locale } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'
import { messages } from '@/i18n/messages'

import './articles.css'

/** A plain GET form: it works without a script, and the results page is the visitor's own (never cached). */
export function HelpSearchForm({ locale, query, id = 'help-search' }: { locale: Locale; query?: string; id?: string }) {
  const text = messages(locale).articles
  return (
    <form className="help-search" role="search" method="get" action={pathFor({ path: HELP_SEARCH_PATH }, locale)}>
      <label className="visually-hidden" htmlFor={id}>
        {text.helpSearchLabel}
      </label>
      <input
        className="help-search__input"
        id={id}
        type="search"
        name={SEARCH_QUERY_PARAM}
        defaultValue={query}
        placeholder={text.helpSearchPlaceholder}
        maxLength={MAX_SEARCH_QUERY_LENGTH}
        autoComplete="off"
      />
      <button className="help-search__button" type="submit">
        {text.helpSearchButton}
      </button>
    </form>
  )
}
