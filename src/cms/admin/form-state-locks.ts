import { createLocalReq, type Payload, type ServerFunctionClientArgs } from 'payload'

import { mayLockDocument } from '@/cms/access/staff-only-by-default'

/** Payload's form-state server function takes an edit lock for anyone who asks: lock only where the caller may change the document. */
export async function lockOnlyWhatCallerMayChange(call: ServerFunctionClientArgs, payload: Payload, headers: Headers): Promise<ServerFunctionClientArgs> {
  if (call.name !== 'form-state' || !call.args.returnLockStatus) return call
  const { collectionSlug, globalSlug, id } = call.args
  const target =
    typeof collectionSlug === 'string' && (typeof id === 'string' || typeof id === 'number')
      ? { document: { relationTo: collectionSlug, value: id } }
      : typeof globalSlug === 'string'
        ? { globalSlug }
        : undefined
  const { user } = await payload.auth({ headers })
  if (target && user && (await mayLockDocument(await createLocalReq({ user }, payload), target))) return call
  return { ...call, args: { ...call.args, returnLockStatus: false } }
}
