import type { GlobalBeforeOperationHook, GlobalConfig } from 'payload'

import { staffRoles } from '@/cms/access/accounts'
import { hasRole } from '@/domain/staff/roles'

/** Payload's REST update of a global ignores edit locks unless told otherwise; only an admin, who may unlock, saves over one. */
export const keepGlobalLocks: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || hasRole(staffRoles(req.user), 'admin')) return args
  return { ...args, overrideLock: false }
}

export function withGlobalLocksKept(global: GlobalConfig): GlobalConfig {
  return { ...global, hooks: { ...global.hooks, beforeOperation: [...(global.hooks?.beforeOperation ?? []), keepGlobalLocks] } }
}
