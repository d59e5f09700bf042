/**
 * Who a request counts against for rate limiting. Route handlers do not see the socket, so the
 * address comes from X-Forwarded-For, and the key is its last entry:
 * - behind one proxy or load balancer that appends the address it saw, the last entry is that
 *   address, which the visitor cannot choose, whatever they put in front of it;
 * - with a chain (a CDN before a load balancer), the last entry is the CDN's, so all its
 *   visitors share one key; counting them apart needs a number of trusted hops, which is not
 *   configurable yet (a follow-up in src/server/env.ts).
 *
 * LIMIT, without a proxy: Next.js sets X-Forwarded-For only when the request has none (`??=`),
 * it does not append the socket address. A client that talks to the Node server directly and
 * sends its own header therefore picks its own key, a new one per request if it likes. The
 * limit is then a brake for well-behaved clients, not a defence against a flood; the limiter
 * caps how many keys it keeps (rate-limit.ts) so that such a flood costs bounded memory. Run
 * the site behind a proxy that sets the header, or firewall the Node port, where that matters.
 */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last ? last.toLowerCase() : 'unknown'
}
