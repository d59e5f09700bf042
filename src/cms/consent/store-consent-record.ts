import type { Payload } from 'payload'

import { isValidationError } from '@/cms/payload-errors'

import type { ConsentRecordInput } from './handler'

/** REST cannot create records (access `create` is nobody); the site's endpoint writes them here. A resent choice id is stored once. */
export async function storeConsentRecord(payload: Payload, record: ConsentRecordInput): Promise<void> {
  const data = {
    choiceId: record.choiceId,
    chosenAt: record.chosenAt.toISOString(),
    country: record.country,
    granted: record.granted,
    policyVersion: record.policyVersion,
    gpc: record.gpc,
    locale: record.locale,
  }
  try {
    await payload.create({ collection: 'consent-records', data, overrideAccess: true })
  } catch (error) {
    // The unique index on choiceId answered first: the record is already there.
    const stored = await payload.count({ collection: 'consent-records', where: { choiceId: { equals: record.choiceId } }, overrideAccess: true })
    if (isValidationError(error) && stored.totalDocs === 1) return
    throw error
  }
}
