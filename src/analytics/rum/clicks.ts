import {
  clickFrustration,
  DEAD_CLICK_WINDOW_MS,
  ERROR_CLICK_WINDOW_MS,
  INTERACTION_KIND,
  rageClickDetector,
  RUM_EVENTS,
  type FrustrationKind,
  type TargetRole,
} from '@/domain/tracking/rum'

import type { TrackEventFields } from '../commands'
import { actionableTarget, plainTarget } from './target'

type Report = (name: string, fields: TrackEventFields) => void

const frustration = (kind: FrustrationKind, role: TargetRole, label: string, path: string, clicks = 1): TrackEventFields => ({
  kind,
  group: role,
  info1: path,
  info3: label,
  value: clicks,
})

/** It changes nothing here by design: its click cannot be dead. */
function leavesPageAlone(element: Element, event: MouseEvent): boolean {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return true
  if (!(element instanceof HTMLAnchorElement)) return false
  return element.hasAttribute('download') || (element.target !== '' && element.target !== '_self')
}

export function watchClicks(report: Report, path: string, now: () => number = () => performance.now()): void {
  const rage = rageClickDetector()
  let lastClickAt = -Infinity
  let erroredAt = -Infinity
  window.addEventListener('error', () => {
    erroredAt = now()
  })
  /** A burst on one button is one dead click, not three. */
  const watched = new WeakSet<Element>()

  document.addEventListener(
    'click',
    (event) => {
      const at = now()
      lastClickAt = at
      const target = actionableTarget(event.target)
      if (target) report(RUM_EVENTS.interaction, { kind: INTERACTION_KIND, group: target.role, info1: path, info3: target.label })

      const rageLabel = target?.label ?? plainTarget(event.target)
      const clicks = rage.record({ at, x: event.clientX, y: event.clientY, target: rageLabel })
      if (clicks !== undefined) report(RUM_EVENTS.frustration, frustration('rage_click', target?.role ?? 'other', rageLabel, path, clicks))

      if (!target || watched.has(target.element) || leavesPageAlone(target.element, event)) return
      watched.add(target.element)
      const startAddress = location.href
      let mutated = false
      let left = false
      const observer = new MutationObserver(() => {
        mutated = true
        observer.disconnect()
      })
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true })
      const onLeave = () => (left = true)
      window.addEventListener('pagehide', onLeave, { once: true })
      setTimeout(
        () => {
          observer.disconnect()
          window.removeEventListener('pagehide', onLeave)
          watched.delete(target.element)
          // Only an error before the next click is this click's.
          const errored = erroredAt >= at && erroredAt - at <= ERROR_CLICK_WINDOW_MS && (lastClickAt === at || erroredAt < lastClickAt)
          const kind = clickFrustration({ errored, navigated: left || location.href !== startAddress, mutated })
          if (kind) report(RUM_EVENTS.frustration, frustration(kind, target.role, target.label, path))
        },
        Math.max(DEAD_CLICK_WINDOW_MS, ERROR_CLICK_WINDOW_MS),
      )
    },
    { capture: true },
  )
}
