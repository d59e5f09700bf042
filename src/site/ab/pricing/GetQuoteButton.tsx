'use client'

import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'

import type { AbConversionKind } from '@/domain/tracking'

export type GetQuoteTexts = { button: string; title: string; body: string; request: string; close: string }

/** The conversion the page's one click listener counts when the button is used (src/analytics/ab/experiments.ts). */
const GET_QUOTE_CONVERSION: AbConversionKind = 'get_quote'

/**
 * get_quote_text_and_modal's button: "Get a quote". In the server HTML it is a link to the
 * contact-sales page (`href`), which is what it stays without JavaScript; once hydrated, a
 * plain click opens a modal dialog with a short word on the quote and a link to request it
 * with the plan named (`quoteHref`). Opening counts as the `get_quote` conversion through the
 * link's mark. Escape closes the dialog; focus returns to the button.
 */
export function GetQuoteButton({ href, quoteHref, className, text }: { href: string; quoteHref: string; className: string; text: GetQuoteTexts }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)
  const [hydrated, setHydrated] = useState(false)
  const id = useId()

  // Only a hydrated button opens a dialog; until then it is an ordinary link and says so.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the hydration flag: true from the first effect on
  useEffect(() => setHydrated(true), [])

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for: let the link do it.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    dialog.current?.showModal()
  }

  return (
    <>
      <a
        ref={trigger}
        className={className}
        href={href}
        data-ab-conversion={GET_QUOTE_CONVERSION}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={open}
      >
        {text.button}
      </a>
      <dialog
        ref={dialog}
        className="ab-dialog get-quote"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onClose={() => trigger.current?.focus()}
      >
        <div className="ab-dialog__header">
          <h2 className="ab-dialog__title" id={`${id}-title`}>
            {text.title}
          </h2>
          <button type="button" className="ab-dialog__close" aria-label={text.close} onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="ab-dialog__body" id={`${id}-body`}>
          {text.body}
        </p>
        <p className="ab-dialog__actions">
          <a className="block-link block-link--primary" href={quoteHref}>
            {text.request}
          </a>
        </p>
      </dialog>
    </>
  )
}
