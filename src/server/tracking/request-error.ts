import type { Instrumentation } from 'next'

import { stripQueryString } from '@/domain/routing/paths'
import { env } from '@/infrastructure/env'
import { reportServerException } from '@/server/tracking'

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
    const { captureRequestError } = await import('@/analytics/errors/sentry-server')
    captureRequestError(error, { ...request, path }, context)
  }
  await reportServerException(error, {
    where: `${request.method} ${path}`,
    data: { route: context.routePath, route_type: context.routeType, router: context.routerKind },
  })
}
