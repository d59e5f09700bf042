'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { CONSENT_CATEGORIES, type ConsentCategory } from '@/domain/consent/categories'
import type { Locale } from '@/domain/locales'

import { deferredCode } from '../loading/deferred-code'

import type { Granted } from './choice'
import { OPEN_CONSENT_PREFERENCES_EVENT } from './events'
import { focusAfterChoice } from './focus'
import type { ConsentTexts } from './texts'

import './consent.css'

type Props = {
  withBanner: boolean
  locale: Locale
  text: ConsentTexts
  cookiePolicyHref: string
}

const NONE: Granted = { functional: false, analytics: false, marketing: false }
const ALL: Granted = { functional: true, analytics: true, marketing: true }

const choiceCode = deferredCode(() => import('./choice'))

/** Both are in the server HTML, so the banner shows with the first paint; this component only handles clicks. */
export function ConsentManager({ withBanner, locale, text, cookiePolicyHref }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const banner = useRef<HTMLElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [granted, setGranted] = useState<Granted>(NONE)
  const [announcement, setAnnouncement] = useState('')
  /** Until then a key press on the banner may do nothing. */
  const [ready, setReady] = useState(false)
  const id = useId()

  useEffect(() => {
    void choiceCode.preload().then(() => setReady(true))
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      choiceCode.use(({ currentlyGranted }) => {
        setGranted(currentlyGranted())
        dialog.current?.showModal()
      })
    }
    window.addEventListener(OPEN_CONSENT_PREFERENCES_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_PREFERENCES_EVENT, open)
  }, [])

  const choose = (choice: Granted, fromBanner: boolean) => {
    choiceCode.use(({ applyConsentChoice }) => void applyConsentChoice(choice, locale))
    const wasOpen = dialog.current?.open === true
    dialog.current?.close()
    const from = wasOpen ? opener.current : null
    focusAfterChoice({ fromBanner, opener: from, openerInBanner: from !== null && banner.current?.contains(from) === true })
    // Heard by screen readers: the banner that had focus is gone.
    setAnnouncement(text.saved)
  }
  const openPreferences = () => window.dispatchEvent(new Event(OPEN_CONSENT_PREFERENCES_EVENT))

  return (
    <>
      {withBanner ? (
        <section ref={banner} className="consent-banner" aria-labelledby={`${id}-banner-title`} data-ready={ready ? '' : undefined}>
          <div className="consent-banner__inner">
            <div className="consent-banner__text">
              <h2 className="consent-banner__title" id={`${id}-banner-title`}>
                {text.bannerTitle}
              </h2>
              <p className="consent-banner__body">
                {text.bannerBody} <a href={cookiePolicyHref}>{text.cookiePolicy}</a>
              </p>
            </div>
            <div className="consent-banner__actions">
              {/* Refusing is as easy and as visible as accepting: the same button, side by side. */}
              <button type="button" className="consent-button" onClick={() => choose(NONE, true)}>
                {text.rejectAll}
              </button>
              <button type="button" className="consent-button" onClick={() => choose(ALL, true)}>
                {text.acceptAll}
              </button>
              <button type="button" className="consent-link-button" onClick={openPreferences}>
                {text.preferences}
              </button>
            </div>
          </div>
        </section>
      ) : null}

      <dialog ref={dialog} className="consent-dialog" aria-labelledby={`${id}-dialog-title`}>
        <form
          className="consent-dialog__form"
          onSubmit={(event) => {
            event.preventDefault()
            choose(granted, false)
          }}
        >
          <div className="consent-dialog__header">
            <h2 className="consent-dialog__title" id={`${id}-dialog-title`}>
              {text.preferencesTitle}
            </h2>
            <button type="button" className="consent-dialog__close" aria-label={text.close} onClick={() => dialog.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="consent-dialog__intro">
            {text.preferencesBody} <a href={cookiePolicyHref}>{text.cookiePolicy}</a>
          </p>
          <ul className="consent-dialog__categories">
            <CategorySwitch id={`${id}-necessary`} name={text.categories.necessary} description={text.descriptions.necessary}>
              <input id={`${id}-necessary`} type="checkbox" role="switch" defaultChecked disabled aria-describedby={`${id}-necessary-note`} />
              <span className="consent-dialog__always" id={`${id}-necessary-note`}>
                {text.alwaysOn}
              </span>
            </CategorySwitch>
            {CONSENT_CATEGORIES.map((category: ConsentCategory) => (
              <CategorySwitch key={category} id={`${id}-${category}`} name={text.categories[category]} description={text.descriptions[category]}>
                <input
                  id={`${id}-${category}`}
                  name={category}
                  type="checkbox"
                  role="switch"
                  checked={granted[category]}
                  onChange={(event) => setGranted((current) => ({ ...current, [category]: event.target.checked }))}
                />
              </CategorySwitch>
            ))}
          </ul>
          <div className="consent-dialog__actions">
            <button type="button" className="consent-button" onClick={() => choose(NONE, false)}>
              {text.rejectAll}
            </button>
            <button type="button" className="consent-button" onClick={() => choose(ALL, false)}>
              {text.acceptAll}
            </button>
            <button type="submit" className="consent-button consent-button--save">
              {text.save}
            </button>
          </div>
        </form>
      </dialog>

      <p className="consent-status" role="status">
        {announcement}
      </p>
    </>
  )
}

function CategorySwitch({ id, name, description, children }: { id: string; name: string; description: string; children: ReactNode }) {
  return (
    <li className="consent-dialog__category">
      <div className="consent-dialog__switch">
        {children}
        <label htmlFor={id} className="consent-dialog__label">
          {name}
        </label>
      </div>
      <p className="consent-dialog__description">{description}</p>
    </li>
  )
}
