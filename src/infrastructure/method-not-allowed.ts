/**
 * The 405 of the site's own POST-only API routes, answered by the route rather than by Payload's
 * catch-all or Next.js, so that it names the one method there is.
 */
export async function onlyPostAllowed(): Promise<Response> {
  return Response.json({ errors: [{ message: 'Use POST.' }] }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
