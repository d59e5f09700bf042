/*
 * First-party real-user monitoring (SPEC §7, issue 17): what the browser reports after analytics
 * consent, and the rules that decide it. Framework-free, so the rules are tested on their own
 * and the browser part (src/analytics/rum) stays a thin layer over DOM events.
 */

/** The event names; each has a shape the collector checks (./rum-event-schema). */
export const RUM_EVENTS = {
  /** A click on a link or button: group the role, info3 the target's accessible label. */
  interaction: 'rum_interaction',
  /** A rage, dead or error click: kind which, group the role, info3 the label, value the clicks. */
  frustration: 'rum_frustration',
  /** A slow or failed resource: kind which, group its initiator, info3 its address, value its duration. */
  resource: 'rum_resource',
} as const

export const INTERACTION_KIND = 'click'

export const FRUSTRATION_KINDS = ['rage_click', 'dead_click', 'error_click'] as const
export type FrustrationKind = (typeof FRUSTRATION_KINDS)[number]

export const RESOURCE_KINDS = ['slow', 'failed'] as const
export type ResourceKind = (typeof RESOURCE_KINDS)[number]

export const TARGET_ROLES = ['link', 'button', 'other'] as const
export type TargetRole = (typeof TARGET_ROLES)[number]

/** Three clicks on one spot within a second is a visitor hammering something that does not answer. */
export const RAGE_CLICK_COUNT = 3
export const RAGE_CLICK_WINDOW_MS = 1_000
/** “The same spot”: the same target, and within this many CSS pixels of the burst's first click. */
export const RAGE_CLICK_RADIUS_PX = 30

/** A click on a link or button that changes nothing on the page within this long is dead. */
export const DEAD_CLICK_WINDOW_MS = 1_000
/** An uncaught error this soon after a click is the click's. */
export const ERROR_CLICK_WINDOW_MS = 1_000

/** A resource that took longer than this is reported as slow. */
export const SLOW_RESOURCE_MS = 1_000

export const LABEL_MAX_LENGTH = 100
export const RESOURCE_ADDRESS_MAX_LENGTH = 300
/** A page that keeps failing must not flood the collector: past this many RUM events, the rest go unreported. */
export const MAX_RUM_EVENTS_PER_PAGE = 200

export type Click = { at: number; x: number; y: number; target: string }

/**
 * Rage-click detection over a page's clicks, in order. `record` answers the number of clicks in
 * the burst when this click makes it a rage click (once per burst, at the third click), and
 * undefined otherwise. A click elsewhere, on another target or after the window starts a new burst.
 */
export function rageClickDetector(): { record: (click: Click) => number | undefined } {
  let burst: Click[] = []
  let reported = false
  return {
    record(click) {
      const first = burst[0]
      const sameBurst =
        first !== undefined &&
        first.target === click.target &&
        click.at - (burst.at(-1)?.at ?? first.at) <= RAGE_CLICK_WINDOW_MS &&
        Math.hypot(click.x - first.x, click.y - first.y) <= RAGE_CLICK_RADIUS_PX
      if (!sameBurst) {
        burst = []
        reported = false
      }
      burst.push(click)
      // Only the clicks of the last second count: a slow, steady clicker is not raging.
      const recent = burst.filter((earlier) => click.at - earlier.at <= RAGE_CLICK_WINDOW_MS)
      if (reported || recent.length < RAGE_CLICK_COUNT) return undefined
      reported = true
      return recent.length
    },
  }
}

/** What followed a click on a link or button, watched for DEAD_CLICK_WINDOW_MS. */
export type ClickAftermath = { errored: boolean; navigated: boolean; mutated: boolean }

/**
 * The frustration a click caused, if any: an uncaught error makes it an error click; otherwise a
 * click after which the page neither navigated nor changed is dead.
 */
export function clickFrustration({ errored, navigated, mutated }: ClickAftermath): Exclude<FrustrationKind, 'rage_click'> | undefined {
  if (errored) return 'error_click'
  if (!navigated && !mutated) return 'dead_click'
  return undefined
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g

/**
 * A target's label as reported: whitespace collapsed, cut, and anything shaped like an e-mail
 * address (a mailto link's text) masked. Empty when there is nothing left to tell.
 */
export function reportableLabel(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().replace(EMAIL, '[email]').slice(0, LABEL_MAX_LENGTH)
}

/** The part of a PerformanceResourceTiming the rules read (responseStatus is missing in some browsers). */
export type ResourceTiming = { name: string; duration: number; responseStatus?: number; initiatorType: string }

/**
 * Whether a resource is worth reporting: failed when the browser gives its status and it is 400
 * or more, else slow when it took longer than SLOW_RESOURCE_MS. A cross-origin resource without
 * Timing-Allow-Origin reports status 0: its failure cannot be told, so only its slowness counts.
 * Requests to the collector itself are never reported (each report would cause the next).
 */
export function resourceKind(entry: ResourceTiming, collectorUrl: string): ResourceKind | undefined {
  if (withoutQuery(entry.name) === withoutQuery(collectorUrl) || entry.initiatorType === 'beacon') return undefined
  if (entry.responseStatus !== undefined && entry.responseStatus >= 400) return 'failed'
  if (entry.duration > SLOW_RESOURCE_MS) return 'slow'
  return undefined
}

function withoutQuery(address: string): string {
  try {
    const url = new URL(address)
    return `${url.origin}${url.pathname}`
  } catch {
    return address
  }
}

/**
 * A resource's address as reported: no query string or fragment (they may carry tokens), the
 * path alone for the page's own origin, cut to RESOURCE_ADDRESS_MAX_LENGTH.
 */
export function reportableResource(address: string, pageOrigin: string): string {
  try {
    const url = new URL(address, pageOrigin)
    const where = url.origin === pageOrigin ? url.pathname : `${url.origin}${url.pathname}`
    return where.slice(0, RESOURCE_ADDRESS_MAX_LENGTH)
  } catch {
    return ''
  }
}
