import Cookies from 'js-cookie'

import { siteClearingDefinitions } from '@/analytics/cookies'
import { cookieDefinition, parentDomain, type CookieCategory, type CookieDefinition } from '@/domain/consent/cookies'

export type CookieJar = {
  names: () => string[]
  /** As js-cookie's `remove` does (no domain: the host-only cookie). */
  remove: (name: string, attributes: { path: '/'; domain?: string }) => void
}

const browserJar: CookieJar = {
  names: () => Object.keys(Cookies.get()),
  remove: (name, attributes) => Cookies.remove(name, attributes),
}

type Options = {
  definitions?: readonly CookieDefinition[]
  hostname?: string
  jar?: CookieJar
}

/** A cookie is removed only from the domain and path it was set with. */
export function cookieDomains(definition: CookieDefinition, hostname: string): (string | undefined)[] {
  const parent = parentDomain(hostname)
  // A Domain attribute naming the host itself only exists where a parent domain does.
  const host = parent ? hostname.toLowerCase() : undefined
  return [...new Set([undefined, host, parent, definition.domain])]
}

/** Goes by the cookies the browser has and the definitions the setter used, so patterns and CMS domains are found. Mandatory cookies stay. */
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
