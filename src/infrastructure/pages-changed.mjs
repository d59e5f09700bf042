// @ts-check
/*
 * Next's bundles, the site's server and Next's cache handler (plain JavaScript, hence this file's
 * kind) each load their own copy of this module, so the listeners live on globalThis.
 */
const LISTENERS = Symbol.for('orbit.pages-changed')

/**
 * `here`: this process published (Payload's hooks). `elsewhere`: another instance did, and this
 * process's Next cache has already expired what it changed.
 * @typedef {'here' | 'elsewhere'} Where
 * @typedef {(where: Where) => void} Listener
 */

/** @returns {Set<Listener>} */
function listeners() {
  const holder = /** @type {{ [LISTENERS]?: Set<Listener> }} */ (/** @type {unknown} */ (globalThis))
  holder[LISTENERS] ??= new Set()
  return holder[LISTENERS]
}

/** @param {Where} [where] */
export function announcePagesChanged(where = 'here') {
  for (const listener of listeners()) {
    try {
      listener(where)
    } catch (error) {
      console.error('A listener for published changes failed:', error)
    }
  }
}

/** @param {Listener} listener @returns {() => void} */
export function onPagesChanged(listener) {
  listeners().add(listener)
  return () => listeners().delete(listener)
}
