import { type CollectionBeforeOperationHook, type CollectionConfig, type FlattenedField, NotFound, type PayloadRequest, QueryError, type Where } from 'payload'

import { staffRoles } from '@/cms/access/accounts'
import { hasRole, isContentEditorRole, isStaff } from '@/domain/staff/roles'

import { checkId, checkPaging, checkSort, checkWhere } from './query-rules'

export const MAX_PUBLIC_LIMIT = 100

/** Stored as JSON: Postgres has no text operators for them, so a filter would fail with a 500. */
const UNFILTERABLE = new Set<FlattenedField['type']>(['richText', 'json'])

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
 * Judges only the query a client sent to `/api/{collection}…`, not Payload's own look-ups, and tells a read of versions
 * (whose paths start at a version row) from one of documents.
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
 * Keeps REST queries within what the database can answer: a malformed or unreadable path, operator, value or id is a 400
 * saying why, instead of a 500 or a leak through the order of the answer (rules in query-rules.ts).
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
  // A lock is somebody's until it expires; only an admin, who may unlock, saves over it.
  if ((operation === 'update' || operation === 'delete') && !hasRole(staffRoles(req.user), 'admin')) (args as { overrideLock?: boolean }).overrideLock = false
  if (operation !== 'read' && operation !== 'count' && operation !== 'countVersions') return args

  // Drafts are read by those who edit them: anyone else's `draft=true` would leave out each page
  // with unpublished changes, telling which pages have them.
  if (collection.versions?.drafts && !isContentEditorRole(staffRoles(req.user))) (args as { draft?: boolean }).draft = false
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

export function withQueryGuards(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), guardQueries] },
  }
}
