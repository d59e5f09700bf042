/* Next's bundles and the site's server each load their own copy of this module, so the listeners live on globalThis. */
const LISTENERS = Symbol.for('orbit.pages-changed')

type Listener = () => void

function listeners(): Set<Listener> {
  const holder = globalThis as { [LISTENERS]?: Set<Listener> }
  holder[LISTENERS] ??= new Set()
  return holder[LISTENERS]
}

export function announcePagesChanged(): void {
  for (const listener of listeners()) {
    try {
      listener()
    } catch (error) {
      console.error('A listener for published changes failed:', error)
    }
  }
}

export function onPagesChanged(listener: Listener): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}
