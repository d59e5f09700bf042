import type { APIRequestContext } from '@playwright/test'

export const FOUNDER = { email: 'founder@orbit.example', password: 'a sturdy passphrase' }

/**
 * A staff account for a browser test, made through the REST API as the founding admin
 * (who is created first if this file runs on its own).
 */
export async function staffAccount(request: APIRequestContext, role: 'marketer' | 'moderator') {
  await request.post('/api/users/first-register', { data: FOUNDER }) // 403 once an admin exists
  const login = await request.post('/api/users/login', { data: FOUNDER })
  const { token } = (await login.json()) as { token: string }
  const account = { email: `${role}-${Date.now()}@orbit.example`, password: `${role} passphrase 1` }
  const created = await request.post('/api/users', {
    data: { ...account, roles: [role] },
    headers: { Authorization: `JWT ${token}` },
  })
  if (!created.ok()) throw new Error(`could not create the ${role}: ${created.status()} ${await created.text()}`)
  return account
}
