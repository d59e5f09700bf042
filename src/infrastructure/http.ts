/** What no browser or shared cache may keep: answers that depend on who asks, refusals. */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const

/**
 * A refusal in the shape Payload's own REST errors have, `{ errors: [{ message }] }`, so a client
 * reads every 4xx of the site the same way; never stored by any cache.
 */
export function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { ...PRIVATE_NO_STORE, ...headers } })
}
