/** The collector's answers. None sets a cookie, and none may be cached. */

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Success: the events are stored (or handed to the tracking service, or dropped for consent). */
export function accepted(): Response {
  return new Response(null, { status: 204, headers: NO_STORE })
}

/** A short, fixed explanation; never the input echoed back, never a stack. */
export function refused(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { ...NO_STORE, ...headers } })
}

export function methodNotAllowed(): Response {
  return refused(405, 'Only POST is accepted here.', { Allow: 'POST' })
}
