import { FORM_SUBMIT_FAILED_EVENTS } from '../forms/events'
import { RUM_EVENTS } from './rum'
import { AB_EVENTS, COOKIE_EVENTS, ERROR_EVENTS, EXIT_SURVEY_EVENT, PAGE_VIEW_EVENT, PERFORMANCE_EVENT } from './tracking'

// The collector refuses the server's own event names (SPEC §8) from a browser, so nobody can add
// events to the reports. Small and free of other rules: the browser tracker reads it too.
export const BROWSER_EVENT_NAMES = [
  PAGE_VIEW_EVENT,
  PERFORMANCE_EVENT,
  ERROR_EVENTS.clientException,
  ERROR_EVENTS.notFoundPageRetrieved,
  ...Object.values(FORM_SUBMIT_FAILED_EVENTS),
  ...Object.values(COOKIE_EVENTS),
  ...Object.values(AB_EVENTS),
  ...Object.values(RUM_EVENTS),
  EXIT_SURVEY_EVENT,
] as const

export type BrowserEventName = (typeof BROWSER_EVENT_NAMES)[number]

export function isBrowserEventName(name: unknown): name is BrowserEventName {
  return (BROWSER_EVENT_NAMES as readonly unknown[]).includes(name)
}
