import type { IncomingMessage, ServerResponse } from 'node:http'

import { refuseRequest } from '@/domain/routing/request-target'
import { refusalSecurityHeaders } from '@/infrastructure/security-headers'

/** In the shape of every refusal of the site, with the security headers Next would have added. */
export function answerRefusedRequest(request: IncomingMessage, response: ServerResponse, publicFiles: ReadonlySet<string>): boolean {
  const refusal = refuseRequest(request.method, request.url, publicFiles)
  if (!refusal) return false
  const body = JSON.stringify({ errors: [{ message: refusal.message }] })
  if (!request.complete) response.shouldKeepAlive = false
  response.writeHead(refusal.status, {
    ...refusalSecurityHeaders({ https: request.headers['x-forwarded-proto'] === 'https' }),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'private, no-store',
    ...(refusal.allow ? { Allow: refusal.allow } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}

/**
 * With the build's preview id, the revalidation headers re-render a cached page from this request
 * (a visitor's page stored for everyone); the site never uses Next's draft mode (preview-secret.ts).
 */
const NEXT_INTERNAL_REQUEST_HEADERS = [
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-next-revalidated-tags',
  'x-next-revalidate-tag-token',
] as const
const NEXT_DRAFT_MODE_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const

export function withoutNextInternalSignals(request: IncomingMessage): void {
  for (const name of NEXT_INTERNAL_REQUEST_HEADERS) delete request.headers[name]
  const cookie = request.headers.cookie
  if (!cookie || !NEXT_DRAFT_MODE_COOKIES.some((name) => cookie.includes(name))) return
  const kept = cookie
    .split(';')
    .filter((pair) => !(NEXT_DRAFT_MODE_COOKIES as readonly string[]).includes(pair.split('=', 1)[0]!.trim()))
    .join(';')
    .trim()
  if (kept) request.headers.cookie = kept
  else delete request.headers.cookie
}
