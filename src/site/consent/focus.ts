/**
 * WCAG 2.4.3: the banner hides once there is a choice, so focus moves to `#main`; after the
 * preferences panel, back to what opened it.
 */

type Focusable = { focus: (options?: FocusOptions) => void; isConnected?: boolean }

type MainElement = Focusable & { hasAttribute: (name: string) => boolean; setAttribute: (name: string, value: string) => void }

type FocusDocument = {
  getElementById: (id: string) => MainElement | null
  querySelector: (selector: string) => MainElement | null
}

export const MAIN_CONTENT_ID = 'main'

/** `-1` makes `<main>` focusable by script without adding it to the tab order. */
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
  fromBanner: boolean
  opener: Focusable | null
  openerInBanner: boolean
  doc?: FocusDocument
}

export function focusAfterChoice({ fromBanner, opener, openerInBanner, doc }: FocusAfterChoice): void {
  if (fromBanner || openerInBanner || !opener || opener.isConnected === false) {
    focusMainContent(doc)
    return
  }
  // The native dialog does this on close too, but not when opened by an event rather than a click.
  opener.focus()
}
