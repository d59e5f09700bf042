import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import { COOKIE_NAMES, parentDomain } from '@/domain/consent/cookies'

export type ReceivedRequest = {
  at: string
  method: string
  path: string
  query: Record<string, string>
  cookies: Record<string, string>
}

/** SPEC §6: the cookies the site reads to know a customer. */
const CUSTOMER_COOKIES = {
  [COOKIE_NAMES.platformUserId]: 'stage-user-1',
  [COOKIE_NAMES.platformAccountId]: 'stage-account-1',
  [COOKIE_NAMES.payingAccount]: 'true',
} as const

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function cookiesOf(request: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const pair of (request.headers.cookie ?? '').split(/;\s*/)) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    try {
      cookies[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1))
    } catch {
      cookies[pair.slice(0, at)] = pair.slice(at + 1)
    }
  }
  return cookies
}

function page(response: ServerResponse, title: string, body: string, headers: Record<string, string | string[]> = {}): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', ...headers })
  response.end(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`,
  )
}

const table = (entries: Record<string, string>) =>
  Object.keys(entries).length === 0
    ? '<p>None.</p>'
    : `<table><tbody>${Object.entries(entries)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, value]) => `<tr><th scope="row">${escape(name)}</th><td>${escape(value)}</td></tr>`)
        .join('')}</tbody></table>`

/** `GET /received` lists what visits brought; `/login` signs in as a paying customer, as the product does. */
export function productStandIn({ siteUrl }: { siteUrl: string }): Server {
  const received: ReceivedRequest[] = []
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'https://auth.invalid')
    const cookies = cookiesOf(request)
    if (url.pathname === '/healthz') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok')
      return
    }
    if (url.pathname === '/received') {
      if (request.method === 'DELETE') received.length = 0
      response.writeHead(request.method === 'DELETE' ? 204 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'private, no-store' })
      response.end(request.method === 'DELETE' ? undefined : JSON.stringify({ requests: received }))
      return
    }
    const domain = parentDomain(request.headers.host ?? '')
    const attributes = `Path=/; ${domain ? `Domain=${domain}; ` : ''}Secure; SameSite=Lax`
    if (url.pathname === '/login' || url.pathname === '/logout') {
      const signIn = url.pathname === '/login'
      const setCookies = Object.entries(CUSTOMER_COOKIES).map(([name, value]) =>
        signIn ? `${name}=${value}; ${attributes}; Max-Age=86400` : `${name}=; ${attributes}; Max-Age=0`,
      )
      page(response, signIn ? 'Signed in to the product' : 'Signed out of the product', `<p><a href="${escape(siteUrl)}/">Back to the website</a></p>`, {
        'Set-Cookie': setCookies,
      })
      return
    }
    received.push({ at: new Date().toISOString(), method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), cookies })
    page(
      response,
      'The product (stage stand-in)',
      `<p>This stands in for the product on the stage: it shows what the website handed over.</p><h2>Address</h2><p><code>${escape(url.pathname)}</code></p><h2>Parameters</h2>${table(Object.fromEntries(url.searchParams))}<h2>Cookies</h2>${table(cookies)}`,
    )
  })
}
