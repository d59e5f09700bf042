export { EXIT_SURVEY_EVENT } from '@/domain/tracking/tracking'

/** The dialog shows them in this order. */
export const EXIT_SURVEY_ANSWERS = ['price', 'missing_feature', 'just_browsing', 'need_team'] as const

export type ExitSurveyAnswer = (typeof EXIT_SURVEY_ANSWERS)[number]

export const EXIT_SURVEY_SHOWN_KEY = 'orbit_exit_survey_shown'

/** A `mouseout` with nothing to go to, at or above the top of the viewport: towards the tabs or the close button. */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>

/** Remembered across the session only where analytics is allowed: the only case the tab may keep a note of it. */
export function mayOpenExitSurvey({
  shownOnPage,
  analyticsAllowed,
  session,
}: {
  shownOnPage: boolean
  analyticsAllowed: boolean
  session: SessionStore | undefined
}): boolean {
  if (shownOnPage) return false
  if (!analyticsAllowed || !session) return true
  try {
    return session.getItem(EXIT_SURVEY_SHOWN_KEY) === null
  } catch {
    return true // storage blocked: once per page is the best we can do
  }
}

export function rememberExitSurveyShown({ analyticsAllowed, session }: { analyticsAllowed: boolean; session: SessionStore | undefined }): void {
  if (!analyticsAllowed || !session) return
  try {
    session.setItem(EXIT_SURVEY_SHOWN_KEY, '1')
  } catch {
    // Storage full or blocked: the page's own flag still keeps it to once here.
  }
}

/** Several pricing tables render the survey each: only the first to mount watches, so the visitor is asked once. */
let watcher: symbol | undefined

export function claimExitWatch(): (() => void) | undefined {
  if (watcher) return undefined
  const mine = Symbol('exit-survey')
  watcher = mine
  return () => {
    if (watcher === mine) watcher = undefined
  }
}
