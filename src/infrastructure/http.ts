/** A Content-Type's media type, without its parameters: `text/html; charset=utf-8` is `text/html`. */
export function mediaType(contentType: string | null | undefined): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** What no browser or shared cache may keep: answers that depend on who asks, refusals. */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const

/**
 * A refusal in the shape Payload's own REST errors have, `{ errors: [{ message }] }`, so a client
 * reads every 4xx of the site the same way; never stored by any cache.
 */
export function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { ...PRIVATE_NO_STORE, ...headers } })
}
