import { deferredCode } from '../loading/deferred-code'

/**
 * The cookie setter behind the language links, with the site's cookie rules: a chunk of its own
 * that the header's islands preload once hydrated, so a click sets the cookie synchronously,
 * before the link leaves the page.
 */
export const localeCookieCode = deferredCode(() => import('./locale-cookie'))
