/**
 * exit_popup_survey's rules, apart from the dialog so they can be tested without a browser:
 * what counts as the intent to leave, and when the survey may open.
 */

/** The event an answer sends; `info1` is the answer. */
export const EXIT_SURVEY_EVENT = 'exit_survey_answer'

/** The answers offered, as sent in `info1`; the dialog shows them in this order. */
export const EXIT_SURVEY_ANSWERS = ['price', 'missing_feature', 'just_browsing', 'need_team'] as const

export type ExitSurveyAnswer = (typeof EXIT_SURVEY_ANSWERS)[number]

/** Where the tab remembers that the survey was shown, when the visitor allows analytics. */
export const EXIT_SURVEY_SHOWN_KEY = 'orbit_exit_survey_shown'

/**
 * The pointer leaving the page through its top edge, towards the tabs, the address bar or the
 * close button: a `mouseout` with nothing to go to, at or above the top of the viewport.
 */
export function isExitIntent(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= 0
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Whether the survey may open now: not twice on one page, and, where analytics is allowed (the
 * only case in which the tab may keep a note of it), not twice in one browser session.
 */
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

/** Notes in the session that the survey was shown, only where analytics is allowed. */
export function rememberExitSurveyShown({ analyticsAllowed, session }: { analyticsAllowed: boolean; session: SessionStore | undefined }): void {
  if (!analyticsAllowed || !session) return
  try {
    session.setItem(EXIT_SURVEY_SHOWN_KEY, '1')
  } catch {
    // Storage full or blocked: the page's own flag still keeps it to once here.
  }
}

/**
 * A page with several pricing tables renders the survey with each; only the first to mount
 * watches for the exit, so the visitor is asked once. Returns a release for unmounting.
 */
let watcher: symbol | undefined

export function claimExitWatch(): (() => void) | undefined {
  if (watcher) return undefined
  const mine = Symbol('exit-survey')
  watcher = mine
  return () => {
    if (watcher === mine) watcher = undefined
  }
}
