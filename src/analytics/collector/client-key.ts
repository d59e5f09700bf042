/**
 * Who a request counts against for rate limiting. Route handlers do not see the socket, so the
 * address comes from X-Forwarded-For:
 * - Next.js puts the socket address there when the header is absent;
 * - a proxy or load balancer in front of the site appends the address it saw.
 * The last entry is therefore the one written by the nearest hop we run ourselves, whereas the
 * first is whatever the visitor chose to send. This holds with no proxy or one proxy in front;
 * with a chain (a CDN before a load balancer) the last entry is the CDN, and counting would
 * need the number of trusted hops (not configurable yet). A client that talks to the Node
 * server directly and sends its own header can pick its key: the limit is a brake against
 * floods through the normal path, not an authentication.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last ? last.toLowerCase() : 'unknown'
}
