import pg from 'pg'

/** A duration for people: `0.4 s`, `12.3 s`, `3 min 05 s`. */
export function seconds(milliseconds: number): string {
  const total = milliseconds / 1000
  if (total < 60) return `${total.toFixed(1)} s`
  const minutes = Math.floor(total / 60)
  return `${minutes} min ${String(Math.round(total - minutes * 60)).padStart(2, '0')} s`
}

/**
 * How many staff accounts exist, or undefined when that cannot be told (the database does not
 * answer, the table is missing): no account means the first visit to /admin creates one.
 */
export async function staffAccounts(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    const { rows } = await client.query<{ count: string }>('select count(*) as count from users')
    return Number(rows[0]?.count)
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => undefined)
  }
}
