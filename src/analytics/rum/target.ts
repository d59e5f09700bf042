import { reportableLabel, type TargetRole } from '@/domain/tracking/rum'

const ACTIONABLE = 'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="reset"], summary'

export type ClickTarget = { element: Element; role: TargetRole; label: string }

/** Never a form field's value: a button input is named by its type. */
export function actionableTarget(node: EventTarget | null): ClickTarget | undefined {
  const element = node instanceof Element ? node.closest(ACTIONABLE) : null
  if (!element) return undefined
  const role = element.matches('a[href], [role="link"]') ? 'link' : 'button'
  return { element, role, label: accessibleLabel(element) }
}

function accessibleLabel(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  const referenced = labelledBy
    ?.split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
  const candidates = [
    element.getAttribute('aria-label'),
    referenced,
    element instanceof HTMLInputElement ? element.type : element.textContent,
    element.getAttribute('title'),
    element.querySelector('img[alt]')?.getAttribute('alt'),
  ]
  for (const candidate of candidates) {
    const label = reportableLabel(candidate)
    if (label) return label
  }
  return element.tagName.toLowerCase()
}

/** Its text could be anything. */
export function plainTarget(node: EventTarget | null): string {
  return node instanceof Element ? node.tagName.toLowerCase() : 'document'
}
