/**
 * Runs before each integration test file: gives the file a database of its own, copied from
 * the migrated template, so files can run in parallel without seeing each other's data.
 * The Payload config reads DATABASE_URL when a test first imports it, which is after this.
 */
import { randomBytes } from 'node:crypto'

import { afterAll, inject } from 'vitest'

import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres'

const { adminUrl, template } = inject('postgres')
const name = uniqueDatabaseName('orbit_test')

process.env.DATABASE_URL = await createDatabase(adminUrl, name, template)
process.env.PAYLOAD_SECRET = randomBytes(32).toString('hex')
process.env.SERVER_URL = 'http://localhost:3000'
process.env.LOG_LEVEL = 'error'

afterAll(async () => {
  await dropDatabase(adminUrl, name)
})
