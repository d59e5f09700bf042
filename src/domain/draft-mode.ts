/**
 * Names of Next's draft mode as the site uses it for staff previews (rules in ./preview.ts).
 * Kept apart with no imports: next.config.ts reads them when it builds its headers.
 */

/** The cookie Next's draft mode sets; the proxy and the headers take the preview path when a request carries it. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The route that enters draft mode, and the one that leaves it. */
export const PREVIEW_ROUTE = '/api/preview'
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit'

/**
 * The visitor country a preview shows (consent banner, currency) instead of the CDN's header.
 * Read by the proxy only on requests in draft mode; a country is what any visitor from it gets,
 * so the parameter can never show more than that.
 */
export const PREVIEW_COUNTRY_PARAM = 'preview-country'
