'use client'

import { useEffect, useId, useRef, useState } from 'react'

import { sendToTracker } from '@/analytics/commands'
import { isConsentCategoryAllowed } from '@/analytics/consent'

import {
  claimExitWatch,
  EXIT_SURVEY_ANSWERS,
  EXIT_SURVEY_EVENT,
  type ExitSurveyAnswer,
  isExitIntent,
  mayOpenExitSurvey,
  rememberExitSurveyShown,
} from './exitSurvey'

export type ExitSurveyTexts = {
  title: string
  intro: string
  close: string
  answers: Record<ExitSurveyAnswer, string>
}

const sessionStore = () => {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * exit_popup_survey's variant: when the pointer leaves the page through the top (desktop), a
 * modal dialog asks what stopped the visitor; an answer is sent as `exit_survey_answer` and
 * closes it. The dialog is in the server-rendered HTML, closed; only the opening needs this
 * island. A native modal dialog keeps focus inside and closes on Escape; focus goes back to
 * where it was.
 */
export function ExitSurvey({ text }: { text: ExitSurveyTexts }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const previousFocus = useRef<HTMLElement | null>(null)
  /** Whether this copy is the one listening (a page with several pricing tables has several). */
  const [watching, setWatching] = useState(false)
  const id = useId()

  useEffect(() => {
    const release = claimExitWatch()
    if (!release) return undefined
    // Exit intent is a mouse gesture: phones and tablets never see the survey.
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return release
    let shownOnPage = false
    const onMouseOut = (event: MouseEvent) => {
      if (!isExitIntent(event) || shownOnPage) return
      // Another dialog (the cookie preferences, a quote) has the visitor's attention.
      if (document.querySelector('dialog[open]')) return
      const analyticsAllowed = isConsentCategoryAllowed('analytics')
      const session = sessionStore()
      if (!mayOpenExitSurvey({ shownOnPage, analyticsAllowed, session })) return
      shownOnPage = true
      rememberExitSurveyShown({ analyticsAllowed, session })
      previousFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.current?.showModal()
    }
    document.addEventListener('mouseout', onMouseOut)
    // Says in the page that the listener is on (the browser tests wait for it).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWatching(true)
    return () => {
      document.removeEventListener('mouseout', onMouseOut)
      setWatching(false)
      release()
    }
  }, [])

  const answer = (choice: ExitSurveyAnswer) => {
    sendToTracker('track_event', EXIT_SURVEY_EVENT, { info1: choice })
    dialog.current?.close()
  }

  const restoreFocus = () => {
    const target = previousFocus.current
    previousFocus.current = null
    if (target && target.isConnected && target !== document.body) target.focus()
  }

  return (
    <dialog
      ref={dialog}
      className="ab-dialog exit-survey"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      data-watching={watching ? '' : undefined}
      onClose={restoreFocus}
    >
      <div className="ab-dialog__header">
        <h2 className="ab-dialog__title" id={`${id}-title`}>
          {text.title}
        </h2>
        <button type="button" className="ab-dialog__close" aria-label={text.close} onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="ab-dialog__body" id={`${id}-intro`}>
        {text.intro}
      </p>
      <ul className="exit-survey__answers">
        {EXIT_SURVEY_ANSWERS.map((choice) => (
          <li key={choice}>
            <button type="button" className="exit-survey__answer" onClick={() => answer(choice)}>
              {text.answers[choice]}
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  )
}
