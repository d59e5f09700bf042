import type { Payload } from 'payload'

import type { Role } from '@/domain/staff/roles'

export const PASSWORD = 'correct horse battery staple'

let counter = 0

/** Creates a staff account directly (no access checks) and returns its id and email. */
export async function createStaff(payload: Payload, roles: Role[]): Promise<{ id: number; email: string }> {
  counter += 1
  const email = `${roles.join('-')}-${counter}-${Date.now()}@staff.example`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, roles },
    overrideAccess: true,
  })
  return { id: user.id, email }
}
