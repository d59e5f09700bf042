import type { BigBrain, BigBrainCommand } from '../commands'
import { buildEvent, clampText, type PageContext, type SessionReplay, sessionReplay, type UtmContext } from './event-fields'
import type { EventQueue } from './event-queue'
import type { BrowserLogger } from './console-logger'

/** SPEC §7: the utm marks go in every later event's data, the only place the collector's schema leaves for them. */
export function createTracker({
  queue,
  page,
  logger,
  now = Date.now,
  records = () => true,
}: {
  queue: EventQueue
  page: PageContext
  logger: BrowserLogger
  now?: () => number
  /** The site's collector takes a fixed list of names. */
  records?: (name: string) => boolean
}): BigBrain {
  const utm: UtmContext = {}
  let replay: SessionReplay | undefined
  return (...command: BigBrainCommand) => {
    switch (command[0]) {
      case 'track_event': {
        const [, name, fields] = command
        // A tag manager's own event would make the collector refuse the whole batch around it.
        if (!records(name)) return logger.warn('Tracking event dropped: the collector records no event of this name', name)
        const event = buildEvent(name, fields, { page, utm, replay, timestamp: now() })
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
      case 'set_session_replay': {
        const named = sessionReplay(command[1], command[2])
        if (named) replay = named
        else logger.warn('Session replay ignored: it needs an http(s) address and a start time', command[1], command[2])
        return
      }
      default: {
        // Untyped callers (a tag manager, a script in a CMS block) can send anything.
        const unknown: unknown = (command as unknown[])[0]
        logger.warn('Unknown tracker command', unknown)
      }
    }
  }
}
