/**
 * Revalidations between instances go through PostgreSQL's NOTIFY (next-cache-handler.mjs), so
 * that a publish reaches every instance with Redis or without it. Each "instance" here is a
 * broadcast of its own on this file's database, as each process opens one.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { LISTENER_NAME, postgresBroadcast } from '@/infrastructure/next-cache-handler.mjs'

const url = process.env.DATABASE_URL!
const closers: (() => Promise<void>)[] = []

afterAll(async () => {
  for (const close of closers) await close()
})

function instance() {
  const heard: string[][] = []
  let missed = 0
  const broadcast = postgresBroadcast(url, { heard: (tags) => heard.push(tags), missedSome: () => (missed += 1) })
  closers.push(() => broadcast.close())
  return { broadcast, heard, missed: () => missed }
}

async function until(check: () => boolean, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The backend pids of the connections listening for revalidations. */
async function listeners(admin: pg.Client): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and application_name = $1', [
    LISTENER_NAME,
  ])
  return rows.map((row) => row.pid)
}

describe('revalidations between instances', () => {
  it('reach every instance, the sender too', async () => {
    const a = instance()
    const b = instance()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    closers.push(() => admin.end())
    await expect.poll(() => listeners(admin), { timeout: 10_000 }).toHaveLength(2)

    await a.broadcast.send(['pages', '_N_T_/webinars'])
    await until(() => b.heard.length === 1 && a.heard.length === 1)
    expect(b.heard[0]).toEqual(['pages', '_N_T_/webinars'])
  })

  it('listen again after losing their connection, and say that they may have missed some', async () => {
    const a = instance()
    const b = instance()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    closers.push(() => admin.end())
    await expect.poll(() => listeners(admin), { timeout: 10_000 }).toHaveLength(4)

    // A connection cut as a PostgreSQL restart cuts it.
    const before = await listeners(admin)
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before])
    await until(() => a.missed() === 1 && b.missed() === 1)
    await expect.poll(() => listeners(admin), { timeout: 10_000 }).toHaveLength(4)

    await b.broadcast.send(['pricing'])
    await until(() => a.heard.some((tags) => tags.includes('pricing')))
  })
})
