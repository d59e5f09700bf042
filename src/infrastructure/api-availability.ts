/**
 * With the database gone the API answers 503 quickly: Payload turns a refused connection into a
 * generic 500, and a database that stops answering leaves a request waiting for the pool.
 */

type Handler<Args> = (request: Request, args: Args) => Promise<Response>

export const SUSPECT_AFTER_MS = 3_500
export const RETRY_AFTER_SECONDS = 15
/** A request that began while the database was away may fail just after it is back. */
export const AFTER_OUTAGE_MS = 10_000

let lastSeenDown = Number.NEGATIVE_INFINITY

/** Node's socket errors and PostgreSQL's admin-shutdown, cannot-connect-now and connection-exception classes. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300'])
/** Payload rethrows a failed transaction start as a plain Error, and node-postgres gives some without a code. */
const UNAVAILABLE_WORDS =
  /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|timeout exceeded when trying to connect|too many clients/i

export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && UNAVAILABLE_WORDS.test(message)) return true
    current = cause
  }
  return false
}

export function databaseUnavailableResponse(): Response {
  return Response.json(
    { errors: [{ message: 'The service is temporarily unavailable. Please retry in a moment.' }] },
    {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
    },
  )
}

/** A slow request on a healthy database is left to finish, and a 500 with another cause stays a 500. */
export function answerUnavailableWhenDatabaseDown<Args>(
  handler: Handler<Args>,
  databaseIsUp: () => Promise<boolean>,
  suspectAfterMs: number = SUSPECT_AFTER_MS,
): Handler<Args> {
  return async (request, args) => {
    const handled = handler(request, args).then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    )
    const checkedIsUp = async () => {
      const up = await databaseIsUp()
      if (!up) lastSeenDown = Date.now()
      return up
    }
    const outcome = await raceWithTimer(handled, suspectAfterMs)
    if (outcome === 'waiting') {
      if (!(await checkedIsUp())) return databaseUnavailableResponse()
      return settle(await handled, checkedIsUp)
    }
    return settle(outcome, checkedIsUp)
  }
}

async function settle(outcome: { response: Response } | { error: unknown }, databaseIsUp: () => Promise<boolean>): Promise<Response> {
  if ('response' in outcome && outcome.response.status < 500) return outcome.response
  if (!(await databaseIsUp())) return databaseUnavailableResponse()
  // Back by now, but away when this request ran.
  if ('error' in outcome && isDatabaseUnavailableError(outcome.error)) return databaseUnavailableResponse()
  if (Date.now() - lastSeenDown < AFTER_OUTAGE_MS) return databaseUnavailableResponse()
  if ('response' in outcome) return outcome.response
  throw outcome.error
}

export function forgetOutages(): void {
  lastSeenDown = Number.NEGATIVE_INFINITY
}

async function raceWithTimer<T>(promise: Promise<T>, ms: number): Promise<T | 'waiting'> {
  let timer: NodeJS.Timeout | undefined
  const waiting = new Promise<'waiting'>((resolve) => {
    timer = setTimeout(() => resolve('waiting'), ms)
  })
  try {
    return await Promise.race([promise, waiting])
  } finally {
    clearTimeout(timer)
  }
}
