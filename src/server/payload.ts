import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The process's Payload instance, initialised on first use and shared after. Inside the
 * Next.js server it also starts the job runner (scheduled publishing); scripts and tests don't.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: process.env.NEXT_RUNTIME === 'nodejs' })
}
