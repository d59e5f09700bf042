// SPEC §7. Framework-free so the rules are tested on their own; src/analytics/rum is a thin DOM layer.

// Each has a shape the collector checks (./rum-event-schema).
export const RUM_EVENTS = {
  // group the role, info3 the target's accessible label
  interaction: 'rum_interaction',
  // kind which, group the role, info3 the label, value the clicks
  frustration: 'rum_frustration',
  // kind which, group its initiator, info3 its address, value its duration
  resource: 'rum_resource',
} as const

export const INTERACTION_KIND = 'click'

export const FRUSTRATION_KINDS = ['rage_click', 'dead_click', 'error_click'] as const
export type FrustrationKind = (typeof FRUSTRATION_KINDS)[number]

export const RESOURCE_KINDS = ['slow', 'failed'] as const
export type ResourceKind = (typeof RESOURCE_KINDS)[number]

export const TARGET_ROLES = ['link', 'button', 'other'] as const
export type TargetRole = (typeof TARGET_ROLES)[number]

// A visitor hammering something that does not answer.
export const RAGE_CLICK_COUNT = 3
export const RAGE_CLICK_WINDOW_MS = 1_000
// Same target, within this many CSS pixels of the burst's first click.
export const RAGE_CLICK_RADIUS_PX = 30

export const DEAD_CLICK_WINDOW_MS = 1_000
export const ERROR_CLICK_WINDOW_MS = 1_000

export const SLOW_RESOURCE_MS = 1_000

export const LABEL_MAX_LENGTH = 100
export const RESOURCE_ADDRESS_MAX_LENGTH = 300
// A page that keeps failing must not flood the collector.
export const MAX_RUM_EVENTS_PER_PAGE = 200

export type Click = { at: number; x: number; y: number; target: string }

// Reports once per burst, at the third click; another target or spot starts a new burst.
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
      // A slow, steady clicker is not raging.
      const recent = burst.filter((earlier) => click.at - earlier.at <= RAGE_CLICK_WINDOW_MS)
      if (reported || recent.length < RAGE_CLICK_COUNT) return undefined
      reported = true
      return recent.length
    },
  }
}

export type ClickAftermath = { errored: boolean; navigated: boolean; mutated: boolean }

export function clickFrustration({ errored, navigated, mutated }: ClickAftermath): Exclude<FrustrationKind, 'rage_click'> | undefined {
  if (errored) return 'error_click'
  if (!navigated && !mutated) return 'dead_click'
  return undefined
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g

// A mailto link's text may carry an e-mail address: masked.
export function reportableLabel(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().replace(EMAIL, '[email]').slice(0, LABEL_MAX_LENGTH)
}

// responseStatus is missing in some browsers.
export type ResourceTiming = { name: string; duration: number; responseStatus?: number; initiatorType: string }

// A cross-origin resource without Timing-Allow-Origin reports status 0, so only its slowness counts.
// Requests to the collector are never reported: each report would cause the next.
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

// No query or fragment: they may carry tokens.
export function reportableResource(address: string, pageOrigin: string): string {
  try {
    const url = new URL(address, pageOrigin)
    const where = url.origin === pageOrigin ? url.pathname : `${url.origin}${url.pathname}`
    return where.slice(0, RESOURCE_ADDRESS_MAX_LENGTH)
  } catch {
    return ''
  }
}
