import { type CollectionBeforeOperationHook, type CollectionConfig, type FlattenedField, NotFound, type PayloadRequest, QueryError, type Where } from 'payload'

import { isStaff } from '@/domain/roles'

import { checkId, checkPaging, checkSort, checkWhere } from './queryRules'

/** Visitors page through at most this many documents per request. */
export const MAX_PUBLIC_LIMIT = 100

/** Stored as JSON: Postgres has no text operators for them, so a filter would fail with a 500. */
const UNFILTERABLE = new Set<FlattenedField['type']>(['richText', 'json'])

/** The fields a query path can reach: through groups, arrays and every block of a blocks field. */
function fieldsAt(fields: FlattenedField[], path: string): FlattenedField[] {
  const [name, ...rest] = path.split('.')
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name)
  if (!field || rest.length === 0) return field ? [field] : []
  const remainder = rest.join('.')
  if (field.type === 'blocks') {
    return field.blocks.flatMap((block) => (typeof block === 'string' ? [] : fieldsAt(block.flattenedFields, remainder)))
  }
  return 'flattenedFields' in field ? fieldsAt(field.flattenedFields, remainder) : [field]
}

function unfilterablePaths(where: Where | undefined, fields: FlattenedField[]): string[] {
  if (!where || typeof where !== 'object') return []
  return Object.entries(where).flatMap(([key, value]) => {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      return value.flatMap((nested) => unfilterablePaths(nested as Where, fields))
    }
    const reached = fieldsAt(fields, key.replace(/^version\./, ''))
    return reached.some((field) => UNFILTERABLE.has(field.type)) ? [key] : []
  })
}

/**
 * What the request's address asks of this collection: the guard judges only the query a client
 * sent to `/api/{collection}…`, not Payload's own look-ups made while answering it (the session's
 * user, related documents), and tells a read of versions (`/api/pages/versions…`, for which
 * Payload hands the hook `read` too, but whose paths start at a version row) from one of documents.
 */
function addressed(req: PayloadRequest, slug: string): { ours: boolean; versions: boolean } {
  let pathname: string
  try {
    pathname = new URL(req.url ?? '', 'http://x').pathname
  } catch {
    return { ours: false, versions: false }
  }
  const match = /^\/[^/]+\/([^/]+)(?:\/(versions)(?:\/|$))?/.exec(pathname)
  if (!match || decodeURIComponent(match[1] ?? '') !== slug) return { ours: false, versions: false }
  return { ours: true, versions: match[2] === 'versions' }
}

/**
 * Keeps queries from outside (REST) within what the database can answer: an impossible
 * page number becomes the first page, a visitor's page size is capped, and a malformed query
 * (a filter on a field that cannot be filtered, an operator the field does not take, a value
 * of the wrong type, a sort or filter on a field the caller cannot read, an id that is not
 * one) is refused with a 400 that says why, instead of failing with a 500 or leaking through
 * the order of the answer (rules in queryRules.ts).
 */
export const guardQueries: CollectionBeforeOperationHook = async ({ args, operation, collection, req }) => {
  if (req.payloadAPI === 'local') return args
  const { ours, versions } = addressed(req, collection.slug)
  if (!ours) return args
  // Only collections that keep versions have them (else Payload fails with a 500).
  if (versions && !collection.versions) throw new NotFound(req.t)
  const query = args as { id?: unknown; page?: number; limit?: number; pagination?: boolean; where?: Where; sort?: unknown }
  if (query.id !== undefined && query.id !== null) checkId(query.id)
  const refused = unfilterablePaths(query.where, collection.flattenedFields)
  if (refused.length > 0) throw new QueryError(refused.map((path) => ({ path })))
  const context = { req, collection, versions }
  if (query.where !== undefined) await checkWhere(query.where, context)
  if (query.sort !== undefined) await checkSort(query.sort, context)
  if (operation !== 'read' && operation !== 'count' && operation !== 'countVersions') return args

  if (query.page !== undefined && !(Number.isInteger(query.page) && query.page >= 1)) query.page = 1
  if (!isStaff(req.user?.roles)) {
    // `pagination=false` or `limit=0` would hand a visitor the whole collection in one answer;
    // a visitor's oversized page is trimmed to the public size rather than refused.
    query.pagination = true
    if (query.limit !== undefined && !(Number.isInteger(query.limit) && query.limit >= 1 && query.limit <= MAX_PUBLIC_LIMIT)) {
      query.limit = MAX_PUBLIC_LIMIT
    }
  }
  checkPaging(query.page, query.limit)
  return args
}

/** Adds the guard to a collection, after any beforeOperation hooks of its own. */
export function withQueryGuards(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), guardQueries] },
  }
}
