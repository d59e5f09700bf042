import { reportableLabel, type TargetRole } from '@/domain/rum'

/** What a visitor can click that is meant to do something. */
const ACTIONABLE = 'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="reset"], summary'

export type ClickTarget = { element: Element; role: TargetRole; label: string }

/**
 * The link or button a click landed on, with its accessible label: aria-label, then the text of
 * aria-labelledby, then its own text, then its title or an image's alt. Never a form field's
 * value: a button input is named by its type. Undefined when the click was not on one.
 */
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

/** A rage click on something that is not a link or button is named by its tag alone: its text could be anything. */
export function plainTarget(node: EventTarget | null): string {
  return node instanceof Element ? node.tagName.toLowerCase() : 'document'
}
