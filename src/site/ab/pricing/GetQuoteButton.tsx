'use client'

import { type MouseEvent, useEffect, useRef, useState } from 'react'

import type { AbConversionKind } from '@/domain/tracking/tracking'
import { Dialog } from '@/site/components/Dialog'

export type GetQuoteTexts = { button: string; title: string; body: string; request: string; close: string }

/** Counted by the page's one click listener (src/analytics/ab/experiments.ts). */
const GET_QUOTE_CONVERSION: AbConversionKind = 'get_quote'

/** A link to contact sales in the server HTML, which it stays without JavaScript; once hydrated a click opens the dialog. */
export function GetQuoteButton({ href, quoteHref, className, text }: { href: string; quoteHref: string; className: string; text: GetQuoteTexts }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLAnchorElement>(null)
  const [hydrated, setHydrated] = useState(false)

  // Only a hydrated button opens a dialog; until then it is an ordinary link and says so.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the hydration flag: true from the first effect on
  useEffect(() => setHydrated(true), [])

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
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
      <Dialog ref={dialog} className="get-quote" title={text.title} description={text.body} closeLabel={text.close} onClose={() => trigger.current?.focus()}>
        <p className="ab-dialog__actions">
          <a className="block-link block-link--primary" href={quoteHref}>
            {text.request}
          </a>
        </p>
      </Dialog>
    </>
  )
}
