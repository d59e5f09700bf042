'use client'

import { useEffect } from 'react'

const HEADER_MENUS = '.site-header details'

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(`${HEADER_MENUS}[open]`)]

/** Without scripts the <details> menus still open and close with their own buttons. */
export function HeaderMenus() {
  useEffect(() => {
    const onToggle = (event: Event) => {
      const opened = event.target
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.matches(HEADER_MENUS)) return
      for (const menu of openMenus()) {
        if (menu !== opened && !menu.contains(opened) && !opened.contains(menu)) menu.open = false
      }
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // The innermost open menu closes first; the focus goes back to its button if it was inside it.
      const innermost = openMenus().at(-1)
      if (!innermost) return
      const focusWasInside = innermost.contains(document.activeElement) || document.activeElement === document.body
      innermost.open = false
      if (focusWasInside) innermost.querySelector<HTMLElement>(':scope > summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null
      for (const menu of openMenus()) if (!target || !menu.contains(target)) menu.open = false
    }
    document.addEventListener('toggle', onToggle, true)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('toggle', onToggle, true)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [])
  return null
}
