'use client'

import { useEffect } from 'react'

/** Every menu of the header: its submenus, the language list, the sign-up list and the phone menu. */
const HEADER_MENUS = '.site-header details'

const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>(`${HEADER_MENUS}[open]`)]

/**
 * Makes the header's <details> menus behave like menus once scripts run: one open at a time
 * (a menu inside another, like a group of the phone menu, keeps its parent open), closed by
 * Escape, which gives the focus back to the menu's button, and by a click or tap outside them.
 * Without scripts they still open and close with their own buttons.
 */
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
