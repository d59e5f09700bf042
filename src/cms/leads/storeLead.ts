import { type Payload, ValidationError } from 'payload'

import type { Lead } from '@/payload-types'

export type StoredLead = Lead
export type LeadData = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'notification' | 'meetings'>

export async function findLeadByKey(payload: Payload, idempotencyKey: string): Promise<StoredLead | undefined> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * Inserts one lead: a single row (its visit data are JSON columns), so a failure leaves nothing
 * behind. Two requests with one key racing past the lookup meet at the unique index: the loser
 * gets the winner's lead.
 */
export async function storeLead(payload: Payload, data: LeadData): Promise<{ lead: StoredLead; duplicate: boolean }> {
  try {
    const lead = await payload.create({ collection: 'leads', data: { ...data, status: 'new', notification: 'pending' }, overrideAccess: true, depth: 0 })
    return { lead, duplicate: false }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const winner = await findLeadByKey(payload, data.idempotencyKey)
    if (!winner) throw error
    return { lead: winner, duplicate: true }
  }
}
