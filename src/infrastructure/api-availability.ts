/**
 * RELIABILITY.md, “Bad days”: with the database gone the API answers 503 within 5 s instead
 * of hanging or claiming an internal error. Payload itself turns a refused connection into a
 * generic 500, and a database that stops answering leaves a request waiting for the pool.
 */

type Handler<Args> = (request: Request, args: Args) => Promise<Response>

/** How long a request runs before we ask whether the database is what it waits for. */
export const SUSPECT_AFTER_MS = 3_500
/** Clients and load balancers retry after this. */
export const RETRY_AFTER_SECONDS = 15

export function databaseUnavailableResponse(): Response {
  return Response.json(
    { errors: [{ message: 'The service is temporarily unavailable. Please retry in a moment.' }] },
    {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) },
    },
  )
}

/**
 * Wraps an API handler so that a failure or a long wait caused by an unreachable database answers
 * 503 with Retry-After. A slow request on a healthy database is left to finish, and a 500 that has
 * another cause stays a 500.
 */
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
    const outcome = await raceWithTimer(handled, suspectAfterMs)
    if (outcome === 'waiting') {
      if (!(await databaseIsUp())) return databaseUnavailableResponse()
      return settle(await handled, databaseIsUp)
    }
    return settle(outcome, databaseIsUp)
  }
}

async function settle(outcome: { response: Response } | { error: unknown }, databaseIsUp: () => Promise<boolean>): Promise<Response> {
  if ('response' in outcome && outcome.response.status < 500) return outcome.response
  if (!(await databaseIsUp())) return databaseUnavailableResponse()
  if ('response' in outcome) return outcome.response
  throw outcome.error
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
