/**
 * Several instances behind nginx, run as `npm run cluster` runs them: two production
 * instances, a Redis and nginx of their own, one embedded PostgreSQL (tests/helpers/cluster.setup.ts,
 * FORM_RATE_LIMIT 3, TEMPLATE_LIKE_DAILY_LIMIT 2). Needs nginx and redis-server (.ci/run installs
 * them) and a production build (the browser tests' by default).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { clusterStaffToken, clusterUnderTest, listenerPid } from '../helpers/cluster'
import { contactSalesForm } from '../helpers/leads'
import { redisServerInstalled } from '../helpers/redis-server'

const PASSWORD = 'cluster test password 42!'
const EMAIL = 'cluster-admin@staff.example'

const cluster = clusterUnderTest(inject('cluster'))
let token: string

beforeAll(async () => {
  token = await clusterStaffToken(cluster, EMAIL, PASSWORD)
})

const staff = () => ({ authorization: `JWT ${token}`, 'content-type': 'application/json' })

async function pageId(path: string): Promise<number> {
  const response = await fetch(`${cluster.instances[0]}/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&limit=1`, {
    headers: staff(),
  })
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  return docs[0]!.id
}

describe('a publish', () => {
  it('made through instance A is served by instance B within 2 s', async () => {
    const [a, b] = cluster.instances as [string, string]
    const id = await pageId('/webinars')
    // Instance B has the page in the shared cache before the change.
    expect((await fetch(`${b}/webinars`)).status).toBe(200)
    expect((await fetch(`${b}/webinars`)).status).toBe(200)

    const title = `Cluster webinars ${Date.now()}`
    const saved = await fetch(`${a}/api/pages/${id}?locale=en`, {
      method: 'PATCH',
      headers: staff(),
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    const publishedAt = Date.now()

    // How long after the publish a request to B first gets the new page: the request's start
    // (the publish has reached B), and its end (B has also rendered it afresh).
    let reachedAfter: number | undefined
    let servedAfter: number | undefined
    while (Date.now() - publishedAt < 10_000) {
      const sentAt = Date.now()
      const html = await (await fetch(`${b}/webinars`)).text()
      if (html.includes(title)) {
        reachedAfter = sentAt - publishedAt
        servedAfter = Date.now() - publishedAt
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    console.log(`[cluster] the publish reached instance B after ${reachedAfter} ms; B served the new page after ${servedAfter} ms`)
    expect(reachedAfter).toBeDefined()
    expect(reachedAfter!).toBeLessThan(2_000)
  })
})

describe('limits and counts', () => {
  it('a form limit is one budget across instances', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 4; index++) {
      const instance = cluster.instances[index % 2]!
      const response = await fetch(`${instance}/api/forms/contact-sales`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.env.SERVER_URL!, 'x-forwarded-for': '198.51.100.20' },
        body: JSON.stringify(contactSalesForm({ email: `dana.${index}.${Date.now()}@example.com` })),
      })
      statuses.push(response.status)
    }
    // FORM_RATE_LIMIT=3: three accepted (whichever instance), the fourth refused.
    expect(statuses.slice(0, 3).every((status) => status < 400)).toBe(true)
    expect(statuses[3]).toBe(429)
  })

  it('a like is counted once across instances, and the daily like limit is shared', async () => {
    const [a, b] = cluster.instances as [string, string]
    const list = await fetch(`${a}/api/community-templates?limit=1&depth=0`)
    const templateId = ((await list.json()) as { docs: { id: number }[] }).docs[0]!.id
    const like = (instance: string, cookie?: string, address = '198.51.100.30') =>
      fetch(`${instance}/api/templates/${templateId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ action: 'like' }),
      })
    const first = await like(a)
    expect(first.status).toBe(200)
    const { likes: before } = (await first.json()) as { likes: number }
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    // The same visitor again, through the other instance: still one like.
    const again = await like(b, cookie)
    expect(((await again.json()) as { likes: number }).likes).toBe(before)

    // TEMPLATE_LIKE_DAILY_LIMIT=2 per address: a second new visitor through B counts, a third through A is refused.
    expect((await like(b, undefined, '198.51.100.30')).status).toBe(200)
    expect((await like(a, undefined, '198.51.100.30')).status).toBe(429)
  })
})

describe('the job queue', () => {
  it('runs a scheduled publish once, though both instances can run the job queue', async () => {
    const [a] = cluster.instances as [string, string]
    const id = await pageId('/pricing')
    const title = `Scheduled pricing ${Date.now()}`
    const draft = await fetch(`${a}/api/pages/${id}?locale=en&draft=true`, {
      method: 'PATCH',
      headers: staff(),
      body: JSON.stringify({ title, _status: 'draft' }),
    })
    expect(draft.status).toBe(200)

    // Queued as the admin's "Schedule publish" does, through Payload on the cluster's database.
    const { embeddedDatabaseUrl } = await import('@/server/database/embedded-paths')
    process.env.DATABASE_URL = embeddedDatabaseUrl({ dataDir: cluster.dataDir, port: Number(cluster.env.EMBEDDED_POSTGRES_PORT), database: 'orbit' })
    process.env.PAYLOAD_SECRET = cluster.env.PAYLOAD_SECRET
    const { payloadClient } = await import('@/server/payload')
    const payload = await payloadClient()
    const queuedAt = new Date()
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: id } },
      waitUntil: new Date(Date.now() + 500),
    })

    // The runner instance hears of the job from the database and wakes at its time: no polling.
    const deadline = Date.now() + 60_000
    // Payload deletes a job that completed; one that failed stays, with its error.
    let left: { hasError?: boolean | null; error?: unknown } | undefined = {}
    while (left && !left.hasError && Date.now() < deadline) {
      const found = await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } }, depth: 0, overrideAccess: true })
      left = found.docs[0]
      if (left) await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    expect(left).toBeUndefined()
    // Give a second runner, if there were one, the time to finish its copy of the work.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const published = await payload.findVersions({
      collection: 'pages',
      where: {
        and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }, { createdAt: { greater_than: queuedAt.toISOString() } }],
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(published.totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'pages', id, depth: 0, overrideAccess: true })).title).toBe(title)
    // Closing Payload's pool has been seen never to settle (src/server/cli/prepare-database.ts): bounded.
    await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 5_000))])
  }, 150_000)
})

describe('nginx in front', () => {
  it('serves / from its cache and keys it on the visitor country', async () => {
    await fetch(`${cluster.url}/`, { headers: { 'x-visitor-country': 'US' } })
    const hit = await fetch(`${cluster.url}/`, { headers: { 'x-visitor-country': 'US' } })
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-cache-status')).toMatch(/HIT|UPDATING|STALE/)
    const german = await fetch(`${cluster.url}/`, { headers: { 'x-visitor-country': 'DE' } })
    expect(german.headers.get('x-cache-status')).not.toBe('HIT')
    // A customer of the product, or a visitor in an A/B test, gets their own page, never the prospects' copy.
    for (const cookie of ['paying_account=true', 'platform_user_id=42', 'ab_tests=pricing_test%3Dcontrol']) {
      const own = await fetch(`${cluster.url}/`, { headers: { 'x-visitor-country': 'US', cookie } })
      expect(own.status).toBe(200)
      expect(own.headers.get('x-cache-status'), cookie).toBe('BYPASS')
    }
  })

  it('never stores a personal or cookie-setting response', async () => {
    for (let index = 0; index < 2; index++) {
      const response = await fetch(`${cluster.url}/healthz`)
      expect(response.headers.get('x-cache-status')).not.toBe('HIT')
    }
    const withCampaign = `${cluster.url}/?utm_source=cluster&utm_campaign=test`
    for (let index = 0; index < 2; index++) {
      const response = await fetch(withCampaign, { headers: { 'x-visitor-country': 'US' } })
      if (response.headers.get('set-cookie')) expect(response.headers.get('x-cache-status')).not.toBe('HIT')
    }
  })

  it('loses no request it can retry when an instance stops', async () => {
    const victimPort = Number(new URL(cluster.instances[1]!).port)
    const pid = listenerPid(victimPort)
    expect(pid).toBeDefined()
    const statuses: number[] = []
    let stopped = false
    const load = (async () => {
      for (let index = 0; index < 200; index++) {
        // Not cacheable (a fresh query each time), so every request reaches an instance.
        const response = await fetch(`${cluster.url}/healthz?n=${index}`).catch(() => undefined)
        statuses.push(response?.status ?? 0)
        if (index === 20 && !stopped) {
          stopped = true
          process.kill(pid!, 'SIGKILL')
        }
      }
    })()
    await load
    expect(stopped).toBe(true)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
  })
})

if (!redisServerInstalled()) console.warn('[cluster] redis-server is not installed: these tests will fail to start the cluster')
