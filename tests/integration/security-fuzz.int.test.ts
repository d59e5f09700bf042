/**
 * Fuzzing the REST API as every role: random where, sort, select, depth, limit,
 * page, ids, raw path segments and bodies against every collection, as a visitor, a community
 * member and each staff role; dates and numbers out of their range. The same promise
 * is fuzzed against the production build, raw request lines and every route family included, by
 * tests/e2e/security-fuzz.e2e.ts. Whatever is asked, the answer is never a 5xx, never carries a secret field, and a
 * field the caller cannot read never changes the answer (which documents, in which order).
 * Bounded in runs and time so the file takes well under two minutes.
 */
import config from '@payload-config'
import fc from 'fast-check'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createMember, loginMember, memberImages } from '../helpers/members'
import { api, type ApiResponse, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

const COLLECTIONS = [
  'pages',
  'media',
  'mini-sites',
  'footer-link-groups',
  'cookie-definitions',
  'consent-records',
  'ab-tests',
  'community-templates',
  'template-images',
  'template-likes',
  'template-stats',
  'positions',
  'solutions',
  'leads',
  'redirects',
  'users',
  'members',
  'payload-locked-documents',
  'payload-preferences',
  // No collection: names every object inherits, which Payload's lookup of a collection found.
  'constructor',
  'valueOf',
  '__proto__',
  'hasOwnProperty',
] as const

const ACTORS = ['anonymous', 'member', 'marketer', 'moderator', 'admin'] as const
type Actor = (typeof ACTORS)[number]

/** Fields nobody may read over the API, and that must never steer an answer. */
const SECRETS = ['hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', '_verificationToken', 'loginAttempts', 'lockUntil']
/** Paths to secrets, here and through a relationship. */
const SECRET_PATHS = [...SECRETS, ...SECRETS.map((field) => `author.${field}`), 'owner.hash', 'user.hash']

/** Field names the collections really have, and some they do not. */
const PATHS = [
  'id',
  'title',
  'path',
  '_status',
  'status',
  'statusCode',
  'createdAt',
  'updatedAt',
  'name',
  'email',
  'alt',
  'filename',
  'width',
  'online',
  'author',
  'author.name',
  'owner',
  'roles',
  'layout',
  'layout.blockType',
  'version.title',
  'parent',
  'author.email',
  'owner.email',
  'a.b.c',
  '',
  '__proto__',
  'constructor',
  ...SECRET_PATHS,
]

const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  'bogus',
]

const scalar = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    'abc',
    'true',
    'false',
    'published',
    'draft',
    '1,2,abc',
    '99999999999999999999',
    'NaN',
    '',
    '%',
    '\u0000',
    '2026-01-01',
    '../../etc',
    // Dates and numbers out of their range.
    '10000-01-01',
    '+275760-09-13T00:00:00Z',
    '-000001-01-01',
    '0000-01-01',
    '9999-12-31T23:59:59.999Z',
    '1e309',
    '-1e309',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '1e-400',
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
)
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.constantFrom('a', 'equals', 'in'), scalar, { maxKeys: 2 }))

const condition = fc.record({ path: fc.constantFrom(...PATHS), operator: fc.constantFrom(...OPERATORS), value })

/** A query string as a client writes it, brackets and all. */
const queryString = fc
  .record(
    {
      where: fc.oneof(
        fc
          .array(condition, { maxLength: 3 })
          .map((conditions) => conditions.map(({ path, operator, value: v }) => bracket(`where[${path}][${operator}]`, v)).join('&')),
        fc
          .array(condition, { minLength: 1, maxLength: 2 })
          .map((conditions) => conditions.map(({ path, operator, value: v }, index) => bracket(`where[or][${index}][${path}][${operator}]`, v)).join('&')),
        fc.constantFrom('where=abc', 'where=[1]', 'where=null', 'where={"id":{"equals":"x"}}', 'where[and]=1'),
      ),
      sort: fc
        .array(fc.tuple(fc.boolean(), fc.constantFrom(...PATHS)), { maxLength: 2 })
        .map((keys) => `sort=${keys.map(([desc, path]) => `${desc ? '-' : ''}${path}`).join(',')}`),
      select: fc.constantFrom(...PATHS).map((path) => `select[${path}]=true`),
      depth: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.constantFrom('abc', '1.5', '1e9')).map((depth) => `depth=${depth}`),
      limit: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.constantFrom('abc', '0', '1e30')).map((limit) => `limit=${limit}`),
      page: fc.oneof(fc.integer(), fc.constantFrom('0', '-1', '1.5', '99999999999999999999999', 'abc')).map((page) => `page=${page}`),
      draft: fc.constantFrom('draft=true', 'draft=false', 'draft=abc'),
      locale: fc.constantFrom('locale=de', 'locale=all', 'locale=xx', 'fallback-locale=none'),
    },
    { requiredKeys: [] },
  )
  .map((parts) => Object.values(parts).join('&'))

const id = fc.oneof(
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.constantFrom('abc', '1.5', '99999999999999999999', '0x1', '%00', 'versions', 'count', 'me', '1e3', '2147483648'),
)

/** Path segments as a probing client writes them (sent as they are, not encoded again). */
const rawSegment = fc.constantFrom('%ff', '%00', 'a%00b', '%', '%zz', '%e0%a4', '%c0%ae', '%0a', '%E2%80%AE', 'x'.repeat(2000), 'file', 'versions', 'count')

function bracket(name: string, v: unknown): string {
  if (Array.isArray(v)) return v.map((item, index) => `${name}[${index}]=${encodeURIComponent(String(item))}`).join('&')
  if (v && typeof v === 'object')
    return Object.entries(v)
      .map(([key, item]) => `${name}[${key}]=${encodeURIComponent(String(item))}`)
      .join('&')
  return `${name}=${encodeURIComponent(String(v))}`
}

let payload: Payload
const tokens: Record<Actor, string | undefined> = { anonymous: undefined, member: '', marketer: '', moderator: '', admin: '' }

const AS_SEED = { overrideAccess: true, context: { disableRevalidate: true, seeding: true } } as const
const STORY =
  'Our team used to juggle spreadsheets, email threads and sticky notes, and nobody knew what was late until it was. ' +
  'We built one board to give everyone a single place to see who owns what, what is blocked and what ships this week. ' +
  'Automations now remind owners before deadlines and new joiners learn the process in an afternoon.'

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'marketer', 'moderator'] as const) {
    const staff = await createStaff(payload, [role])
    tokens[role] = await login(staff.email, PASSWORD)
  }
  const member = await createMember(payload)
  tokens.member = await loginMember(member.email)
  // Documents to find: pages published and not, approved templates by several authors (whose
  // secrets differ, so an order by them would show), a lead.
  for (let index = 0; index < 3; index++) {
    await payload.create({
      collection: 'pages',
      data: { title: `Fuzz ${index}`, path: `/w/fuzz-${index}`, headerVariant: 'main', _status: index === 0 ? 'draft' : 'published' },
      ...AS_SEED,
    })
    const author = await createMember(payload, `Author ${index}`)
    await payload.create({
      collection: 'community-templates',
      data: {
        title: `Fuzz template ${index}`,
        status: 'approved',
        rejectReason: 'None',
        paragraphs: [{ text: STORY }],
        termsAccepted: true,
        author: author.id,
        images: await memberImages(payload, author.id),
      },
      ...AS_SEED,
    })
  }
  await payload.create({
    collection: 'leads',
    data: {
      form: 'contactSales',
      status: 'new',
      name: 'Fuzz prospect',
      email: 'fuzz@example.com',
      company: 'Acme',
      country: 'IL',
      locale: 'en',
      page: '/sales/contact-us',
      idempotencyKey: `contactSales:${crypto.randomUUID()}`,
    },
    ...AS_SEED,
  })
})

/** Every key anywhere in a JSON answer. */
function keysOf(body: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(body)) for (const item of body) keysOf(item, found)
  else if (body && typeof body === 'object') {
    for (const [key, item] of Object.entries(body)) {
      found.add(key)
      keysOf(item, found)
    }
  }
  return found
}

function expectSafe(response: ApiResponse, request: string): void {
  if (response.status >= 500) throw new Error(`${request} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`)
  const leaked = SECRETS.filter((secret) => keysOf(response.body).has(secret))
  if (leaked.length > 0) throw new Error(`${request} answered with ${leaked.join(', ')}`)
}

const RUN_OPTIONS = { interruptAfterTimeLimit: 20_000, markInterruptAsFailure: false } as const

describe('RELIABILITY: Random where, sort, select, depth, limit, page, ids and bodies, from any role, never cause a 5xx', () => {
  it('reads of lists, single documents, counts and versions', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACTORS),
        fc.constantFrom(...COLLECTIONS),
        fc.constantFrom('', '/count', '/versions', '/:id', '/versions/:id', '/file/:id'),
        id,
        queryString,
        async (actor, collection, suffix, documentId, query) => {
          const request = `GET /${collection}${suffix.replace(':id', documentId)}?${query} as ${actor}`
          expectSafe(await api('GET', `/${collection}${suffix.replace(':id', encodeURIComponent(documentId))}?${query}`, { token: tokens[actor] }), request)
        },
      ),
      { numRuns: 400, ...RUN_OPTIONS },
    )
  })

  it('writes with random bodies and ids', async () => {
    const body = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.constantFrom(...PATHS, 'value', 'document', 'user'), value, { maxKeys: 4 }))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACTORS),
        fc.constantFrom(...COLLECTIONS),
        fc.constantFrom('POST', 'PATCH'),
        id,
        body,
        async (actor, collection, method, documentId, data) => {
          // A PATCH without an id is an update of many; both are fuzzed.
          const path = method === 'PATCH' && documentId !== '0' ? `/${collection}/${encodeURIComponent(documentId)}` : `/${collection}`
          expectSafe(await api(method, path, { token: tokens[actor], body: data }), `${method} ${path} as ${actor}`)
        },
      ),
      {
        numRuns: 200,
        ...RUN_OPTIONS,
        // Found by an earlier run: Payload lower-cased an email that was no text, and answered 500.
        examples: [
          ['admin', 'users', 'POST', 'abc', { email: 5e-324 }],
          ['anonymous', 'members', 'POST', 'abc', { email: 5 }],
          ['admin', 'users', 'PATCH', '0', { email: [] }],
        ],
      },
    )
  })

  it('raw paths (malformed escapes, NUL, control characters) with every REST method, from any role', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACTORS),
        fc.constantFrom(...COLLECTIONS, 'globals'),
        fc.array(rawSegment, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        async (actor, collection, segments, method) => {
          // Staff write only where no document can be named: the segments hold no whole number.
          const path = `/${collection}/${segments.join('/')}`
          const body = method === 'GET' || method === 'DELETE' ? undefined : { title: 'x' }
          expectSafe(await api(method, path, { token: tokens[actor], body }), `${method} ${path.slice(0, 100)} as ${actor}`)
        },
      ),
      { numRuns: 150, ...RUN_OPTIONS },
    )
  })

  it('deletes of ids that are no ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACTORS),
        fc.constantFrom(...COLLECTIONS),
        id.filter((value) => !/^\d+$/.test(value)),
        async (actor, collection, documentId) => {
          const path = `/${collection}/${encodeURIComponent(documentId)}`
          expectSafe(await api('DELETE', path, { token: tokens[actor] }), `DELETE ${path} as ${actor}`)
        },
      ),
      { numRuns: 100, ...RUN_OPTIONS },
    )
  })
})

describe('RELIABILITY: No field the caller cannot read influences the answer (its values or its order)', () => {
  const ids = (response: ApiResponse) => (response.body?.docs as { id: number }[] | undefined)?.map((doc) => doc.id)

  it('a sort or filter on a secret field is refused, or changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ACTORS),
        fc.constantFrom('community-templates', 'template-images', 'users', 'members', 'leads', 'pages'),
        fc.constantFrom(...SECRET_PATHS),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('exists=true', 'like=a', 'equals=1', 'greater_than=a', 'less_than=9'),
        async (actor, collection, secret, bySort, descending, filter) => {
          const token = tokens[actor]
          const plain = await api('GET', `/${collection}?sort=id`, { token })
          const query = bySort ? `sort=${descending ? '-' : ''}${secret},id` : `sort=id&where[${secret}][${filter.replace('=', ']=')}`
          const probed = await api('GET', `/${collection}?${query}`, { token })
          expectSafe(probed, `GET /${collection}?${query} as ${actor}`)
          if (probed.status === 200) expect(ids(probed), `GET /${collection}?${query} as ${actor}`).toEqual(ids(plain))
        },
      ),
      { numRuns: 150, ...RUN_OPTIONS },
    )
  })
})
