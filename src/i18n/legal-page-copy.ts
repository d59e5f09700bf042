/**
 * The words of a legal page, as each language's `legalPages` holds them: the seed builds the
 * page's text from them (`{brand}` is filled in by the seed).
 */

/** One part of a legal text: a paragraph, or a bulleted list. */
export type LegalPart = string | readonly string[]

export type LegalPageCopy = {
  /** The page's title, its hero's heading. */
  readonly title: string
  /** The hero's sentence and the search-result description. */
  readonly summary: string
  /** The text before the first heading (the date it took effect, what it covers). */
  readonly intro: readonly LegalPart[]
  readonly sections: readonly { readonly heading: string; readonly body: readonly LegalPart[] }[]
}

/** The cookie policy page: its text above the cookie table, and the table's own heading. */
export type CookiePolicyCopy = {
  readonly title: string
  readonly summary: string
  readonly paragraphs: readonly string[]
  readonly tableHeading: string
  readonly tableIntro: string
}
