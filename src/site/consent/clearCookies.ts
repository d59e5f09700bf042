import Cookies from 'js-cookie'

import { cookieDefinition, parentDomain, type CookieCategory } from '@/domain/cookies'

/**
 * Removes every cookie of the categories the visitor does not allow (RELIABILITY.md: withdrawing
 * clears what the withdrawn categories set). Goes by the cookies the browser actually has, so
 * `stories_{slug}_user_id` and the like are found by their definition's pattern. A cookie may
 * have been set on the host or on the parent domain (the proxy and `setSiteCookie` use the
 * parent domain), so both are cleared. Mandatory cookies stay whatever their category says.
 */
export function clearCookiesOf(isAllowed: (category: CookieCategory) => boolean): string[] {
  const hostname = window.location.hostname
  const cleared: string[] = []
  for (const name of Object.keys(Cookies.get())) {
    const definition = cookieDefinition(name)
    if (!definition || definition.mandatory || isAllowed(definition.category)) continue
    const domains = new Set([undefined, parentDomain(hostname), definition.domain])
    for (const domain of domains) Cookies.remove(name, domain ? { path: '/', domain } : { path: '/' })
    cleared.push(name)
  }
  return cleared
}
