/** How long click-to-edit waits for a block's fields to appear (its tab and row opening, on a slow machine). */
const WAIT_MS = 10_000

const EDITABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [contenteditable="true"]'

/** The row's header holds an input too (the block's name), which is not what the editor clicked. */
function firstField(root: Element): HTMLElement | null {
  const fields = Array.from(root.querySelectorAll<HTMLElement>(EDITABLE))
  return fields.find((field) => field.id.startsWith('field-')) ?? fields.find((field) => field.closest('.render-fields')) ?? null
}

/** Payload's block row id is `{field}-row-{index}` (dots as dashes); a collapsed row has a toggle button. */
export function focusBlockFields(field: string, index: number): void {
  const rowId = `${field.split('.').join('-')}-row-${index}`
  const deadline = Date.now() + WAIT_MS
  let openedTab = false
  let openedRow = false
  const step = () => {
    if (Date.now() > deadline) return
    const row = document.getElementById(rowId)
    if (!row) {
      // The field is on a tab that is not open (the page's blocks are on the first one).
      const tab = document.querySelector<HTMLButtonElement>('.tabs-field__tab-button:not(.tabs-field__tab-button--active)')
      if (tab && !openedTab) {
        openedTab = true
        tab.click()
      }
      requestAnimationFrame(step)
      return
    }
    const toggle = row.querySelector<HTMLButtonElement>('.collapsible__toggle')
    if (toggle?.classList.contains('collapsible__toggle--collapsed') && !openedRow) {
      openedRow = true
      toggle.click()
    }
    const target = firstField(row)
    // A collapsed row may keep its fields in the page, hidden until it opens.
    if (!target || target.getClientRects().length === 0) {
      requestAnimationFrame(step)
      return
    }
    row.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }
  step()
}
