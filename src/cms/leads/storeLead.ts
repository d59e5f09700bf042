import type { Payload } from 'payload'

import { isValidationError } from '@/cms/payloadErrors'
import type { Lead } from '@/payload-types'

export type StoredLead = Lead
export type LeadData = Omit<Lead, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'notification' | 'meetings'>

/**
 * The database refused a lead the form's schema accepted (a rule of the collection the schema
 * does not know). The visitor's input, not the database's health: answered 400, never "retry".
 */
export class LeadRefusedError extends Error {
  override name = 'LeadRefusedError'
  constructor(
    /** The fields the database named, as Payload reports them. */
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

/**
 * Inserts one lead: a single row (its visit data are JSON columns), so a failure leaves nothing
 * behind. Two requests with one key racing past the lookup meet at the unique index: the loser
 * gets the winner's lead. Any other refusal is a LeadRefusedError.
 */
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

/** The unique index names the field (`idempotencyKey`) or, failing that, its column. */
function isIdempotencyKeyPath(path: string | undefined): boolean {
  return path === 'idempotencyKey' || path === 'idempotency_key'
}

/**
 * Takes on the follow-up of a lead (the meeting offer, the team's email) if nobody has: one
 * atomic `UPDATE … WHERE notification = 'pending'`, so of two requests racing for it exactly one
 * wins. The winner marks it 'failed' until the email is confirmed (the select has no
 * "in progress" value, and a crash mid-send must not leave a lead that looks untouched).
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
