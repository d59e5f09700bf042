'use client'

import { useEffect, useRef, useState } from 'react'

import { sendToTracker } from '@/analytics/commands'
import { isConsentCategoryAllowed } from '@/analytics/consent'
import { Dialog } from '@/site/components/Dialog'

import {
  claimExitWatch,
  EXIT_SURVEY_ANSWERS,
  EXIT_SURVEY_EVENT,
  type ExitSurveyAnswer,
  isExitIntent,
  mayOpenExitSurvey,
  rememberExitSurveyShown,
} from './exit-survey'

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

/** The dialog is in the server HTML, closed; only the opening needs this island. */
export function ExitSurvey({ text }: { text: ExitSurveyTexts }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const previousFocus = useRef<HTMLElement | null>(null)
  /** A page with several pricing tables has several copies; one listens. */
  const [watching, setWatching] = useState(false)

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
    // The browser tests wait for this.
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
    <Dialog
      ref={dialog}
      className="exit-survey"
      title={text.title}
      description={text.intro}
      closeLabel={text.close}
      data-watching={watching ? '' : undefined}
      onClose={restoreFocus}
    >
      <ul className="exit-survey__answers">
        {EXIT_SURVEY_ANSWERS.map((choice) => (
          <li key={choice}>
            <button type="button" className="exit-survey__answer" onClick={() => answer(choice)}>
              {text.answers[choice]}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
