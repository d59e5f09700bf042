import type { Reporter } from '@/domain/products'

import type { PageContext } from './page-context'

const logOnly: Reporter = (message) => console.error(message)

/** The context's error reporter (the route's), or the log when a page was rendered without one. */
export function problemReporter(context: Pick<PageContext, 'report'>): Reporter {
  return context.report ?? logOnly
}
