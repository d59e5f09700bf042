import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { answerUnavailableWhenDatabaseDown } from '@/infrastructure/api-availability'
import { databaseIsUp } from '@/infrastructure/health'
import { guardRest } from '@/infrastructure/rest-guard'
import { sendCmsEventsTo } from '@/cms/hooks/track-event'
import { payloadClient } from '@/server/payload'
import { trackServerEvent } from '@/server/tracking'

const isDatabaseUp = () => databaseIsUp(payloadClient)
// What members do through the REST API (a template submitted) reaches analytics as the site's own events do.
sendCmsEventsTo((name, fields) => void trackServerEvent(name, fields))
// Malformed queries and bodies are refused before Payload parses them, and personal answers
// are marked `private, no-store` (src/infrastructure/rest-guard.ts).
const guarded = <Args>(handler: (request: Request, args: Args) => Promise<Response>) =>
  answerUnavailableWhenDatabaseDown(guardRest(handler, config), isDatabaseUp)

export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = guardRest(REST_OPTIONS(config), config)
