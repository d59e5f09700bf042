import type { BigBrain, BigBrainCommand } from '../commands'
import { buildEvent, clampText, type PageContext, type UtmContext } from './event-fields'
import type { EventQueue } from './event-queue'
import type { BrowserLogger } from './console-logger'

/**
 * The `BigBrain` function (SPEC §7): `track_event` queues an event, `set_utm_cluster_id` and
 * `set_utm_locale_id` mark every later event of the page (in its data, the only place the
 * collector's schema leaves for them).
 */
export function createTracker({
  queue,
  page,
  logger,
  now = Date.now,
}: {
  queue: EventQueue
  page: PageContext
  logger: BrowserLogger
  now?: () => number
}): BigBrain {
  const utm: UtmContext = {}
  return (...command: BigBrainCommand) => {
    switch (command[0]) {
      case 'track_event': {
        const [, name, fields] = command
        const event = buildEvent(name, fields, { page, utm, timestamp: now() })
        if (event) queue.push(event)
        else logger.warn('Tracking event dropped: its name is not an event name', name)
        return
      }
      case 'set_utm_cluster_id':
        utm.utm_cluster_id = clampText(String(command[1]))
        return
      case 'set_utm_locale_id':
        utm.utm_locale_id = clampText(String(command[1]))
        return
      default: {
        // Untyped callers (a tag manager, a script in a CMS block) can send anything.
        const unknown: unknown = (command as unknown[])[0]
        logger.warn('Unknown tracker command', unknown)
      }
    }
  }
}
