/**
 * Where keyboard focus goes once a visitor has chosen (WCAG 2.4.3, focus order). The banner hides
 * as soon as there is a choice, so focus must not stay on, or go back to, a button in it: it moves
 * to the page's main content (`#main`, the skip link's target). After the preferences panel opened
 * from anywhere else (the footer's “Cookie settings”), it goes back to what opened the panel.
 */

type Focusable = { focus: (options?: FocusOptions) => void; isConnected?: boolean }

type MainElement = Focusable & { hasAttribute: (name: string) => boolean; setAttribute: (name: string, value: string) => void }

type FocusDocument = {
  getElementById: (id: string) => MainElement | null
  querySelector: (selector: string) => MainElement | null
}

export const MAIN_CONTENT_ID = 'main'

/**
 * Focuses the page's main content. The page views render `<main id="main">` without a tabindex;
 * `-1` makes it focusable by script without adding it to the tab order. Without a main element
 * (an error page mid-render), the skip link that leads there.
 */
export function focusMainContent(doc: FocusDocument = document as unknown as FocusDocument): void {
  const main = doc.getElementById(MAIN_CONTENT_ID) ?? doc.querySelector('main')
  if (main) {
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
    main.focus({ preventScroll: true })
    return
  }
  doc.querySelector('.skip-link')?.focus({ preventScroll: true })
}

export type FocusAfterChoice = {
  /** Whether the choice was made on the banner itself. */
  fromBanner: boolean
  /** What had focus when the preferences panel opened, if it was open. */
  opener: Focusable | null
  /** Whether that opener is inside the banner (now hidden). */
  openerInBanner: boolean
  doc?: FocusDocument
}

export function focusAfterChoice({ fromBanner, opener, openerInBanner, doc }: FocusAfterChoice): void {
  if (fromBanner || openerInBanner || !opener || opener.isConnected === false) {
    focusMainContent(doc)
    return
  }
  // The native dialog gives focus back on close too; saying it explicitly keeps it so when the
  // panel was opened by an event rather than a click.
  opener.focus()
}
