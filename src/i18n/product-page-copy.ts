/**
 * The words of a product page, as each language's `productPages` and `salesPages` hold them:
 * the seed builds the page's blocks from them (`{brand}` is filled in by the seed).
 */
export type ProductPageCopy = {
  /** The page's title, its hero's heading. */
  readonly title: string
  /** The hero's sentence and the search-result description. */
  readonly summary: string
  /** The paragraph under the hero: what the product does, for whom. */
  readonly overview: string
  /** Three to five feature sections, each a heading, a sentence and its capabilities. */
  readonly sections: readonly { readonly heading: string; readonly intro: string; readonly items: readonly (readonly [title: string, text: string])[] }[]
  readonly story: { readonly quote: string; readonly person: string; readonly role: string; readonly company: string }
  readonly faq: readonly (readonly [question: string, answer: string])[]
  readonly cta: { readonly heading: string; readonly text: string }
}
