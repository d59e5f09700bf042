/**
 * Creates an admin account:
 *
 *   npm run create-admin -- --email you@example.com
 *
 * asks for the password twice (or reads one line from standard input when it is not a
 * terminal), applies pending migrations, and works whether or not the site is running.
 */
import { parseArgs } from 'node:util'

import nextEnv from '@next/env'

import { isPlausibleEmail, validateStaffPassword } from '@/domain/staffAccount'

import { borrowDatabase, type ProvidedDatabase } from '../database/provide'
import { EnvError, parseEnv } from '../env'
import { promptHidden, readFirstLine } from './prompt'

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
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

  nextEnv.loadEnvConfig(process.cwd())
  let database: ProvidedDatabase
  try {
    database = await borrowDatabase(parseEnv(process.env), 'npm run create-admin')
  } catch (error) {
    fail(error instanceof EnvError || error instanceof Error ? error.message : String(error))
  }
  // The Payload config reads DATABASE_URL when it is first loaded, so load it only now.
  process.env.DATABASE_URL = database.url
  const { payloadClient } = await import('../payload')
  const { runMigrations } = await import('../migrate')
  const payload = await payloadClient()
  try {
    await runMigrations(payload)
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    if (existing.totalDocs > 0) throw new Error(`A user with the email ${email} already exists.`)
    await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
    console.log(`✓ Admin ${email} created. Sign in at ${payload.config.serverURL}/admin`)
  } catch (error) {
    process.exitCode = 1
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    await payload.destroy()
    await database.release()
  }
  process.exit()
}

void main()
