import type { Instrumentation } from 'next'

import { reportServerException } from '@/analytics/server'
import { stripQueryString } from '@/domain/paths'
import { env } from '@/infrastructure/env'

type RequestErrorArguments = Parameters<Instrumentation.onRequestError>

/**
 * A request the Node server failed to answer (Next's `onRequestError`): to Sentry when a DSN is
 * configured, and always as the spec's `server_exception` event. The query string stays out of
 * both, as it may carry what a visitor typed.
 */
export async function reportRequestError(...[error, request, context]: RequestErrorArguments): Promise<void> {
  const path = stripQueryString(request.path)
  const { sentry } = env()
  if (sentry.dsn) {
    const { captureRequestError } = await import('./sentry-server')
    captureRequestError(error, { ...request, path }, context)
  }
  await reportServerException(error, {
    where: `${request.method} ${path}`,
    data: { route: context.routePath, route_type: context.routeType, router: context.routerKind },
  })
}
