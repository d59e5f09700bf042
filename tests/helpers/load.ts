import { randomUUID } from 'node:crypto'

import { contactSalesForm } from './leads'

/**
 * A bounded load through the site's front (nginx), as an operator's bad day would bring it:
 * first-time visitors (no cookie: nginx's cache answers), visitors whose requests pass the cache
 * (an instance answers), the site's scripts, and a few form posts (leads and consent records),
 * each resent with its Idempotency-Key or choice id while the answer asks for it (503 with
 * Retry-After) or none came.
 */

export type LoadSettings = {
  /** nginx's address. */
  url: string
  /** The site's public address (SERVER_URL): forms are posted from its pages. */
  origin: string
  /** Loops asking for pages without cookies, and with a cookie that passes nginx's cache. */
  cookieless?: number
  passing?: number
  /** The cookie that makes nginx pass a request to an instance. */
  passingCookie?: string
  pages?: readonly string[]
  /** Scripts and styles of the site, asked for beside the pages. */
  assets?: readonly string[]
  /** Pause between two posts of the post loop (leads and consent records in turn). */
  postEveryMs?: number
}

export type Sent = { kind: 'lead' | 'consent'; id: string; statuses: (number | 'error')[]; stored: boolean }

export type LoadReport = {
  /** Answers counted by method, kind and status, e.g. "GET page 200", "POST lead 503", "GET asset error". */
  counts: Record<string, number>
  /** GET answers with a 5xx status or no answer at all: when each was sent (ms into the load), how long it took, why it broke. */
  failedGets: { at: number; what: string; status: number | 'error'; tookMs: number; reason?: string }[]
  /** The GET that took longest, answered or not. */
  slowest?: { at: number; what: string; tookMs: number }
  /** Every post, with each answer it got; `stored` once one said so. */
  posts: Sent[]
  requests: number
  durationMs: number
}

/** A resend waits as long as Retry-After asks (the site's answers ask for 5 to 15 s), this at most. */
const RETRY_AFTER_CAP_MS = 15_000
/** Each load posts from addresses no earlier load in the process used. */
let loads = 0

export function startLoad(settings: LoadSettings) {
  const pages = settings.pages ?? ['/', '/pricing', '/crm', '/lang/de/pricing']
  const started = Date.now()
  const addressBlock = 34 + (loads++ % 200)
  const counts: Record<string, number> = {}
  const failedGets: LoadReport['failedGets'] = []
  const posts: Sent[] = []
  let slowest: LoadReport['slowest']
  let running = true
  let requests = 0

  const count = (key: string) => {
    counts[key] = (counts[key] ?? 0) + 1
    if (!key.includes(' from ')) requests += 1
  }

  async function get(path: string, kind: string, headers: Record<string, string>): Promise<void> {
    let status: number | 'error'
    let reason: string | undefined
    const sentAt = Date.now()
    try {
      const response = await fetch(`${settings.url}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      status = response.status
      await response.arrayBuffer()
    } catch (error) {
      // Whether no answer came in time, the connection broke, or the body stopped midway.
      reason = failureReason(error)
      status = 'error'
    }
    const tookMs = Date.now() - sentAt
    count(`GET ${kind} ${status}`)
    if (!slowest || tookMs > slowest.tookMs) slowest = { at: sentAt - started, what: `${kind} ${path}`, tookMs }
    if (status === 'error' || status >= 500) failedGets.push({ at: sentAt - started, what: `${kind} ${path}`, status, tookMs, reason })
  }

  async function getLoop(kind: 'page' | 'passing', offset: number): Promise<void> {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', 'x-visitor-country': 'US' }
    if (kind === 'passing') headers.cookie = settings.passingCookie ?? 'paying_account=true'
    for (let index = offset; running; index++) {
      await get(pages[index % pages.length]!, kind, headers)
      const asset = settings.assets?.[index % Math.max(1, settings.assets.length)]
      if (asset && index % 4 === 0) await get(asset, 'asset', { 'accept-encoding': 'gzip' })
    }
  }

  /**
   * Sends one post until an answer says it is stored (or refused for good), resending meanwhile
   * as a well-behaved client does: after Retry-After, and after a moment when no answer came.
   */
  async function post(sent: Sent, path: string, body: unknown, headers: Record<string, string>): Promise<void> {
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      let status: number | 'error'
      let retryAfterMs = 250
      try {
        const response = await fetch(`${settings.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: settings.origin, ...headers },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        })
        const answer = await response.text()
        status = response.status
        const retryAfter = Number(response.headers.get('retry-after'))
        // Whose refusal: nginx's own (no instance took it) or the site's; and whether it said when to resend.
        if (status >= 500) {
          const from = answer.includes('No instance of the site') ? 'nginx' : 'the site'
          count(`POST ${sent.kind} ${status} from ${from}${retryAfter > 0 ? '' : ' without Retry-After'}`)
        }
        if (Number.isFinite(retryAfter) && retryAfter > 0) retryAfterMs = Math.min(retryAfter * 1000, RETRY_AFTER_CAP_MS)
      } catch {
        status = 'error'
      }
      sent.statuses.push(status)
      count(`POST ${sent.kind} ${status}`)
      if (status !== 'error' && status < 300) {
        sent.stored = true
        return
      }
      // 503 with Retry-After asks for a resend; a connection that broke leaves it unknown, so resend.
      if (status !== 'error' && status !== 503 && status !== 502) return
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs))
    }
  }

  async function postLoop(): Promise<void> {
    const pending: Promise<void>[] = []
    for (let index = 0; running; index++) {
      // Each post from an address of its own, as each comes from another visitor (nginx appends
      // the connection's address, which the instances trust as their proxy's), so that no form
      // limit refuses one.
      const address = `10.${addressBlock}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
      const id = randomUUID()
      if (index % 2 === 0) {
        const sent: Sent = { kind: 'lead', id: `fault.${id}@example.com`, statuses: [], stored: false }
        posts.push(sent)
        pending.push(post(sent, '/api/forms/contact-sales', contactSalesForm({ email: sent.id }), { 'idempotency-key': id, 'x-forwarded-for': address }))
      } else {
        const sent: Sent = { kind: 'consent', id, statuses: [], stored: false }
        posts.push(sent)
        pending.push(
          post(
            sent,
            '/api/consent',
            { choiceId: id, granted: { functional: true, analytics: false, marketing: index % 3 === 0 }, policyVersion: 1, locale: 'en', gpc: false },
            { 'x-forwarded-for': address, 'x-visitor-country': 'DE' },
          ),
        )
      }
      await new Promise((resolve) => setTimeout(resolve, settings.postEveryMs ?? 300))
    }
    await Promise.all(pending)
  }

  const loops = [
    ...Array.from({ length: settings.cookieless ?? 4 }, (_, index) => getLoop('page', index)),
    ...Array.from({ length: settings.passing ?? 4 }, (_, index) => getLoop('passing', index)),
    postLoop(),
  ]

  return {
    startedAt: started,
    /** Requests answered so far. */
    get requests() {
      return requests
    },
    /** Stops the loops, lets every post get its answer, and reports. */
    async stop(): Promise<LoadReport> {
      running = false
      await Promise.all(loops)
      return { counts: sortedCounts(counts), failedGets, slowest, posts, requests, durationMs: Date.now() - started }
    },
  }
}

function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message}` : ''
  return `${error.name} ${error.message}${cause}`
}

function sortedCounts(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** The report as one line a person reads in the test's output. */
export function describeLoad(label: string, report: LoadReport): string {
  const retried = report.posts.filter((sent) => sent.statuses.length > 1).length
  return (
    `[faults] ${label}: ${report.requests} answers in ${(report.durationMs / 1000).toFixed(1)} s: ` +
    Object.entries(report.counts)
      .map(([key, value]) => `${key} ×${value}`)
      .join(', ') +
    `; posts ${report.posts.length}, stored ${report.posts.filter((sent) => sent.stored).length}, resent ${retried}` +
    (report.slowest ? `; slowest GET ${report.slowest.what} ${report.slowest.tookMs} ms, sent ${(report.slowest.at / 1000).toFixed(1)} s in` : '')
  )
}
