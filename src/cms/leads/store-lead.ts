import type { Payload } from 'payload'

import { isValidationError } from '@/cms/payload-errors'
import type { Lead } from '@/payload-types'

export type StoredLead = Lead
export type LeadData = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'notification' | 'meetings'>

/** A rule of the collection the form's schema does not know: the visitor's input, so 400, never "retry". */
export class LeadRefusedError extends Error {
  override name = 'LeadRefusedError'
  constructor(
    readonly paths: readonly string[],
    options: { cause: unknown },
  ) {
    super(`The database refused the lead (${paths.join(', ') || 'no field named'})`, options)
  }
}

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

/** A single row, so a failure leaves nothing behind; two requests racing with one key meet at the unique index. */
export async function storeLead(payload: Payload, data: LeadData): Promise<{ lead: StoredLead; duplicate: boolean }> {
  try {
    const lead = await payload.create({ collection: 'leads', data: { ...data, status: 'new', notification: 'pending' }, overrideAccess: true, depth: 0 })
    return { lead, duplicate: false }
  } catch (error) {
    if (!isValidationError(error)) throw error
    const paths = error.data.errors.map((fieldError) => fieldError.path)
    if (!paths.every(isIdempotencyKeyPath)) throw new LeadRefusedError(paths, { cause: error })
    const winner = await findLeadByKey(payload, data.idempotencyKey)
    if (!winner) throw error
    return { lead: winner, duplicate: true }
  }
}

function isIdempotencyKeyPath(path: string | undefined): boolean {
  return path === 'idempotencyKey' || path === 'idempotency_key'
}

/**
 * One atomic `UPDATE … WHERE notification = 'pending'`, so exactly one racing request wins. The winner marks it 'failed'
 * until the email is confirmed, so a crash mid-send does not leave a lead that looks untouched.
 */
export async function claimFollowUp(payload: Payload, id: number): Promise<boolean> {
  const claimed: unknown = await payload.db.updateOne({
    collection: 'leads',
    where: { and: [{ id: { equals: id } }, { notification: { equals: 'pending' } }] },
    data: { notification: 'failed', updatedAt: new Date().toISOString() },
    // Postgres adapter: the condition goes into the UPDATE itself instead of a read before it.
    options: { atomic: true },
  })
  return claimed !== null && claimed !== undefined
}
