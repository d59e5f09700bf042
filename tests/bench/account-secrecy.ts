/**
 * Whether a request tells who has an account, by its time: forgot-password and a wrong-password
 * login, for a real and an unknown address, staff and members, against a site already running in
 * production mode (this script builds and starts nothing).
 *
 *   MEMBER_RATE_LIMIT=100000 MEMBER_EMAIL_RATE_LIMIT=100000 STAFF_LOGIN_RATE_LIMIT=100000 npm start
 *   BENCH_URL=http://localhost:3000 node --import tsx tests/bench/account-secrecy.ts <admin email> <admin password>
 *
 * The limits must be raised: every request comes from this one address and names the same two
 * inboxes, and the limits would answer most of them with 429 (which is a constant answer, and no
 * measurement). Tries alternate between the real and the unknown address, so a load on the
 * machine falls on both alike. A wrong-password login to a real address makes its account wait
 * after five, so logins are measured five times each, on an account made for it.
 *
 * Settings (environment): BENCH_URL (default http://localhost:3000), BENCH_TRIES (default 20),
 * BENCH_GAP_MS (the pause before each request, default 300).
 * Prints the median and spread of each, and writes tests/bench/results/account-secrecy.json.
 */
import { BenchSetupError, benchUrl, positiveIntegerFromEnv, run, table, writeResults } from './lib/common'

type Timing = { status: number; ms: number }

async function timed(base: URL, path: string, body: unknown): Promise<Timing> {
  const started = performance.now()
  const response = await fetch(new URL(path, base), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  await response.arrayBuffer()
  return { status: response.status, ms: performance.now() - started }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!

async function compare(base: URL, path: string, real: unknown, unknown: unknown, tries: number, gapMs: number) {
  const times = { real: [] as number[], unknown: [] as number[] }
  const statuses = new Set<string>()
  for (let index = 0; index < tries; index++) {
    // Each round in turn starts with the other address; between requests the server finishes what
    // the last one queued (a reset email's job), which an attacker's own timing never includes.
    const round = [
      ['real', real],
      ['unknown', unknown],
    ] as const
    for (const [which, body] of index % 2 ? [...round].reverse() : round) {
      await new Promise((resolve) => setTimeout(resolve, gapMs))
      const { status, ms } = await timed(base, path, body)
      statuses.add(`${which} ${status}`)
      times[which].push(ms)
    }
  }
  return { times, statuses: [...statuses].sort() }
}

async function main(): Promise<void> {
  const [email, password] = process.argv.slice(2)
  if (!email || !password) throw new BenchSetupError('usage: node --import tsx tests/bench/account-secrecy.ts <admin email> <admin password>')
  const base = benchUrl()
  const tries = positiveIntegerFromEnv('BENCH_TRIES', 20)
  const gapMs = positiveIntegerFromEnv('BENCH_GAP_MS', 300)
  const signedIn = await fetch(new URL('/api/users/login', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!signedIn.ok) throw new BenchSetupError(`could not sign in as ${email}: ${signedIn.status}`)
  const { token } = (await signedIn.json()) as { token: string }
  const stamp = Date.now()
  const memberEmail = `bench-member-${stamp}@community.example`
  const made = await fetch(new URL('/api/members', base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ email: memberEmail, password: 'a long community password', name: 'Bench', _verified: true }),
  })
  if (made.status !== 201) throw new BenchSetupError(`could not make a member: ${made.status}`)

  const rows: (string | number)[][] = []
  const results: Record<string, unknown> = {}
  const measure = async (name: string, path: string, real: unknown, unknown: unknown, count: number, warmUp: unknown) => {
    // One untimed request first, for another address: a route's first request loads its code.
    await timed(base, path, warmUp)
    const { times, statuses } = await compare(base, path, real, unknown, count, gapMs)
    const gap = median(times.real) - median(times.unknown)
    results[name] = { tries: count, statuses, medianMs: { real: median(times.real), unknown: median(times.unknown) }, gapMs: gap, times }
    rows.push([
      name,
      count,
      statuses.join(', '),
      median(times.real).toFixed(1),
      median(times.unknown).toFixed(1),
      gap.toFixed(1),
      `${quantile(times.real, 0.9).toFixed(1)} / ${quantile(times.unknown, 0.9).toFixed(1)}`,
    ])
  }

  const wrong = 'not the password at all'
  await measure('staff forgot-password', '/api/users/forgot-password', { email }, { email: `nobody-${stamp}@orbit.example` }, tries, {
    email: `warm-${stamp}@orbit.example`,
  })
  const nobody = `nobody-${stamp}@community.example`
  await measure('member forgot-password', '/api/members/forgot-password', { email: memberEmail }, { email: nobody }, tries, {
    email: `warm-${stamp}@community.example`,
  })
  await measure('member wrong password', '/api/members/login', { email: memberEmail, password: wrong }, { email: nobody, password: wrong }, 5, {
    email: `warm-${stamp}@community.example`,
    password: wrong,
  })

  console.log(table(['request', 'tries each', 'statuses', 'median real ms', 'median unknown ms', 'gap ms', 'p90 real / unknown'], rows))
  console.log(`\nwrote ${writeResults('account-secrecy.json', results)}`)
}

run(main)
