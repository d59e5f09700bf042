import Cookies from 'js-cookie'

import { parseAbCookie, type AbAssignments } from '@/domain/ab/cookie'
import { DEBUG_AB_TEST_PARAM } from '@/domain/ab/catalogue'
import { COOKIE_NAMES } from '@/domain/consent/cookies'
import { AB_EVENTS, isAbConversionKind, type AbConversionKind } from '@/domain/tracking/tracking'

import { sendToTracker } from '../commands'

/** The proxy decides the variants; the page says which it was rendered with (`<html data-ab-variants>`). */

const EXPOSED_KEY = 'orbit_ab_exposed'

/** `test.variant` pairs, space-separated. */
export const AB_VARIANTS_ATTRIBUTE = 'data-ab-variants'

export function formatShownVariants(shown: Readonly<Record<string, string>>): string {
  return Object.entries(shown)
    .map(([test, variant]) => `${test}.${variant}`)
    .join(' ')
}

export function parseShownVariants(value: string | null | undefined): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const pair of value?.split(' ') ?? []) {
    const [test, variant] = pair.split('.')
    if (test && variant) shown[test] = variant
  }
  return shown
}

type Environment = {
  shown: Record<string, string>
  assigned: AbAssignments
  debug: boolean
  exposed: Set<string>
}

/** A variant shown to everyone (a finished test's winner) is no exposure: the visitor was never assigned. */
export function exposuresToSend({ shown, assigned, debug, exposed }: Environment): Array<[test: string, variant: string]> {
  if (debug) return []
  return Object.entries(shown).filter(([test, variant]) => assigned[test] === variant && !exposed.has(`${test}.${variant}`))
}

function readExposed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(EXPOSED_KEY) ?? '[]')
    return new Set(Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [])
  } catch {
    return new Set()
  }
}

function writeExposed(exposed: Set<string>): void {
  try {
    window.localStorage.setItem(EXPOSED_KEY, JSON.stringify([...exposed].slice(-200)))
  } catch {
    // Storage full or blocked: the exposure may be sent again, which the results count once.
  }
}

/** The A/B cookie exists only where analytics is allowed. */
export function reportExposures(): void {
  const assigned = parseAbCookie(Cookies.get(COOKIE_NAMES.abTests))
  if (Object.keys(assigned).length === 0) return
  const exposed = readExposed()
  const due = exposuresToSend({
    shown: parseShownVariants(document.documentElement.getAttribute(AB_VARIANTS_ATTRIBUTE)),
    assigned,
    debug: new URLSearchParams(window.location.search).has(DEBUG_AB_TEST_PARAM),
    exposed,
  })
  for (const [test, variant] of due) {
    sendToTracker('track_event', AB_EVENTS.exposure, { kind: 'exposure', info1: test, info3: variant })
    exposed.add(`${test}.${variant}`)
  }
  if (due.length > 0) writeExposed(exposed)
}

/** On a page that is an experiment's goal: `<meta name="ab-goals" content="test test">`. */
export const AB_GOALS_META = 'ab-goals'

/** The experiments whose goal is this page and which the visitor is in. */
export function goalsReached({
  goals,
  assigned,
  debug,
}: {
  goals: readonly string[]
  assigned: AbAssignments
  debug: boolean
}): Array<[test: string, variant: string]> {
  if (debug) return []
  return goals.flatMap((test) => (assigned[test] ? [[test, assigned[test]] as [string, string]] : []))
}

export function reportGoalsReached(): void {
  const goals = document.querySelector(`meta[name="${AB_GOALS_META}"]`)?.getAttribute('content')?.split(' ').filter(Boolean) ?? []
  if (goals.length === 0) return
  const reached = goalsReached({
    goals,
    assigned: parseAbCookie(Cookies.get(COOKIE_NAMES.abTests)),
    debug: new URLSearchParams(window.location.search).has(DEBUG_AB_TEST_PARAM),
  })
  for (const [test, variant] of reached) sendToTracker('track_event', AB_EVENTS.conversion, { kind: 'page_reached', info1: test, info3: variant })
}

export function trackAbConversion(kind: AbConversionKind): void {
  // A QA visit sees a forced variant, not the visitor's own: what it does counts for no test.
  if (new URLSearchParams(window.location.search).has(DEBUG_AB_TEST_PARAM)) return
  const assigned = parseAbCookie(Cookies.get(COOKIE_NAMES.abTests))
  for (const [test, variant] of Object.entries(assigned)) {
    sendToTracker('track_event', AB_EVENTS.conversion, { kind, info1: test, info3: variant })
  }
}

export const AB_CONVERSION_ATTRIBUTE = 'data-ab-conversion'

export function watchConversionClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(`[${AB_CONVERSION_ATTRIBUTE}]`) : null
      const kind = target?.getAttribute(AB_CONVERSION_ATTRIBUTE)
      if (isAbConversionKind(kind)) trackAbConversion(kind)
    },
    { capture: true },
  )
}
