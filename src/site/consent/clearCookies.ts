import Cookies from 'js-cookie'

import { siteClearingDefinitions } from '@/analytics/cookies'
import { cookieDefinition, parentDomain, type CookieCategory, type CookieDefinition } from '@/domain/cookies'

export type CookieJar = {
  /** The names of the cookies the page can see. */
  names: () => string[]
  /** Removes one cookie, as js-cookie's `remove` does (no domain: the host-only cookie). */
  remove: (name: string, attributes: { path: '/'; domain?: string }) => void
}

const browserJar: CookieJar = {
  names: () => Object.keys(Cookies.get()),
  remove: (name, attributes) => Cookies.remove(name, attributes),
}

type Options = {
  /** By default the page's definitions (the CMS's, as `setSiteCookie` uses them) with the built-in ones besides. */
  definitions?: readonly CookieDefinition[]
  hostname?: string
  jar?: CookieJar
}

/**
 * The domains a cookie may have been set on: the host itself (host-only, and as a Domain
 * attribute), the parent domain (the proxy and `setSiteCookie` by default) and the domain its
 * definition names. A cookie is removed only from the domain and path it was set with.
 */
export function cookieDomains(definition: CookieDefinition, hostname: string): (string | undefined)[] {
  const parent = parentDomain(hostname)
  // A Domain attribute naming the host itself only exists where a parent domain does.
  const host = parent ? hostname.toLowerCase() : undefined
  return [...new Set([undefined, host, parent, definition.domain])]
}

/**
 * Removes every cookie of the categories the visitor does not allow (RELIABILITY.md: withdrawing
 * clears what the withdrawn categories set). Goes by the cookies the browser actually has, so
 * `stories_{slug}_user_id` and the like are found by their definition's pattern, and by the same
 * definitions the setter used, so a cookie the CMS put on its own domain is removed there too.
 * Mandatory cookies stay whatever their category says. Returns the names cleared.
 */
export function clearCookiesOf(
  isAllowed: (category: CookieCategory) => boolean,
  { definitions = siteClearingDefinitions(), hostname = window.location.hostname, jar = browserJar }: Options = {},
): string[] {
  const cleared: string[] = []
  for (const name of jar.names()) {
    const definition = cookieDefinition(name, definitions)
    if (!definition || definition.mandatory || isAllowed(definition.category)) continue
    for (const domain of cookieDomains(definition, hostname)) jar.remove(name, domain ? { path: '/', domain } : { path: '/' })
    cleared.push(name)
  }
  return cleared
}
