import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { embeddedPaths, runningPostmasterPid } from '@/server/database/embedded-paths'
import { provideDatabase } from '@/server/database/provide'
import { parseEnv } from '@/server/env'
import { AlreadyRunningError } from '@/server/lock'

import { freePort } from '../helpers/postgres'
import { makeTempDir } from '../helpers/tempDir'

// What `npm start` does with no DATABASE_URL, in a data folder of the test's own.
const dataDir = makeTempDir('orbit-embedded-')
const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir.path, EMBEDDED_POSTGRES_PORT: String(await freePort()) })

afterAll(() => dataDir.remove())

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

describe('the embedded PostgreSQL', () => {
  it('keeps its data across a stop and a new start, and refuses a second start while running', async () => {
    const first = await provideDatabase(env, 'npm start')
    await query(first.url, "create table notes (body text); insert into notes values ('saved before restart')")

    await expect(provideDatabase(env, 'npm start')).rejects.toThrow(AlreadyRunningError)
    await expect(provideDatabase(env, 'npm start')).rejects.toThrow(/already using .*stop it first/i)

    await first.release()
    expect(runningPostmasterPid(embeddedPaths(dataDir.path).cluster)).toBeUndefined()
    expect(fs.existsSync(path.join(dataDir.path, 'server.lock'))).toBe(false)

    const second = await provideDatabase(env, 'npm start')
    try {
      expect(await query(second.url, 'select body from notes')).toEqual([{ body: 'saved before restart' }])
    } finally {
      await second.release()
    }
  })

  it('takes over the lock of a process that died without cleaning up', async () => {
    fs.writeFileSync(path.join(dataDir.path, 'server.lock'), '999999\nnpm start\n')
    const database = await provideDatabase(env, 'npm start')
    await database.release()
  })

  it('creates a fresh cluster when a first start was interrupted half-way', async () => {
    const fresh = makeTempDir('orbit-embedded-fresh-')
    try {
      fs.mkdirSync(path.join(fresh.path, 'postgres.initialising'))
      fs.writeFileSync(path.join(fresh.path, 'postgres.initialising', 'leftover'), 'x')
      const freshEnv = parseEnv({ NODE_ENV: 'test', DATA_DIR: fresh.path, EMBEDDED_POSTGRES_PORT: String(await freePort()) })
      const database = await provideDatabase(freshEnv, 'npm start')
      expect(await query(database.url, 'select 1 as ok')).toEqual([{ ok: 1 }])
      await database.release()
    } finally {
      fresh.remove()
    }
  })
})
