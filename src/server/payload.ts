import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process's Payload instance, initialised on first use and shared after. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
