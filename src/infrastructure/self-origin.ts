/* Next's bundles and the site's server each load their own copy of this module, so the value lives on globalThis. */
const SELF_ORIGIN = Symbol.for('orbit.self-origin')

type Holder = { [SELF_ORIGIN]?: string }

/**
 * Where this process's site answers its own requests (the proxy's routing snapshot, its reports):
 * the port it listens on, or the loopback port of its own while the server warms up before
 * opening that one (src/server/cli/warm-start.ts).
 */
export function selfOrigin(port: number): string {
  return (globalThis as Holder)[SELF_ORIGIN] ?? `http://127.0.0.1:${port}`
}

/** Only the site's server sets it; `undefined` goes back to the listening port. */
export function setSelfOrigin(origin: string | undefined): void {
  ;(globalThis as Holder)[SELF_ORIGIN] = origin
}
