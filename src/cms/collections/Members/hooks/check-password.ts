import { type CollectionBeforeOperationHook, ValidationError } from 'payload'

import { memberPasswordError } from '@/domain/community/members'

export const checkPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown } }).data
  const required = operation === 'create' || operation === 'resetPassword'
  if (data?.password === undefined && !required) return args
  const message = memberPasswordError(data?.password)
  if (message) throw new ValidationError({ collection: 'members', errors: [{ path: 'password', message }], req })
  return args
}
