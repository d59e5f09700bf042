import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { parseEnv } from '@/infrastructure/env'
import { embeddedPaths, isRoot, runningPostmasterPid } from '@/server/database/embedded-paths'
import { provideDatabase } from '@/server/database/provide'
import { AlreadyRunningError } from '@/server/lock'

import { freePort } from '../helpers/postgres'
import { makeTempDir } from '../helpers/temp-dir'

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
    const lockFile = path.join(dataDir.path, 'server.lock')
    fs.writeFileSync(lockFile, '999999\nnpm start\n')
    const database = await provideDatabase(env, 'npm start')
    try {
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\nnpm start\n`)
      expect(await query(database.url, 'select 1 as answered')).toEqual([{ answered: 1 }])
    } finally {
      await database.release()
    }
    expect(fs.existsSync(lockFile)).toBe(false)
    expect(runningPostmasterPid(embeddedPaths(dataDir.path).cluster)).toBeUndefined()
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

  // A clone in root's home or in a `mktemp -d` folder: the `postgres` user cannot enter it.
  it.skipIf(!isRoot())('as root in a private folder, keeps the cluster where `postgres` can reach it', async () => {
    const privateFolder = makeTempDir('orbit-embedded-private-')
    fs.chmodSync(privateFolder.path, 0o700)
    const privateEnv = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: path.join(privateFolder.path, 'site', '.data'),
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    })
    const paths = embeddedPaths(privateEnv.dataDir)
    try {
      expect(paths.relocated).toBe(true)
      expect(paths.cluster.startsWith(privateFolder.path)).toBe(false)

      const first = await provideDatabase(privateEnv, 'npm start')
      expect(first.description).toContain(paths.cluster)
      await query(first.url, "create table notes (body text); insert into notes values ('kept')")
      await first.release()

      const second = await provideDatabase(privateEnv, 'npm start')
      expect(await query(second.url, 'select body from notes')).toEqual([{ body: 'kept' }])
      await second.release()

      // Deleting the data folder asks for a fresh database, as it does when the cluster is inside it.
      fs.rmSync(privateEnv.dataDir, { recursive: true })
      const fresh = await provideDatabase(privateEnv, 'npm start')
      expect(await query(fresh.url, "select to_regclass('notes') as notes")).toEqual([{ notes: null }])
      await fresh.release()
    } finally {
      privateFolder.remove()
      fs.rmSync(path.dirname(paths.cluster), { recursive: true, force: true })
    }
  })
})
