/** `npm run create-admin -- --email you@example.com`: works whether or not the site is running. */
import { parseArgs } from 'node:util'

import { isPlausibleEmail, validateStaffPassword } from '@/domain/staff/account'

import { exitAfterOutput } from './processes'
import { promptHidden, readFirstLine } from './prompt'
import { withPayload } from './with-payload'

function fail(message: string): never {
  throw new Error(message)
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine()
  const password = await promptHidden('Password: ')
  const again = await promptHidden('Password again: ')
  if (password !== again) fail('The two passwords differ.')
  return password
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } })
  const email = values.email?.trim().toLowerCase()
  if (!email) fail('Give the email address: npm run create-admin -- --email you@example.com')
  if (!isPlausibleEmail(email)) fail(`"${email}" is not an email address.`)

  const password = await askPassword()
  const problem = validateStaffPassword(password)
  if (problem !== true) fail(problem)

  await withPayload('npm run create-admin', async (payload) => {
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    if (existing.totalDocs > 0) throw new Error(`A user with the email ${email} already exists.`)
    await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
    console.log(`✓ Admin ${email} created. Sign in at ${payload.config.serverURL}/admin`)
  })
}

main().then(
  () => exitAfterOutput(0),
  (error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
    exitAfterOutput(1)
  },
)
