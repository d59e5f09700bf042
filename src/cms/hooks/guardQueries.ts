import {
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
  QueryError,
  type Where,
} from 'payload'

import { isStaff } from '@/domain/roles'

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
 * Keeps queries from outside (REST) within what the database can answer: an impossible
 * page number becomes the first page, a visitor's page size is capped, and a filter on a
 * field that cannot be filtered is refused with a 400 instead of failing with a 500.
 */
export const guardQueries: CollectionBeforeOperationHook = ({ args, operation, collection, req }) => {
  if ((operation !== 'read' && operation !== 'count') || req.payloadAPI === 'local') return args
  const query = args as { page?: number; limit?: number; pagination?: boolean; where?: Where }

  if (query.page !== undefined && !(Number.isInteger(query.page) && query.page >= 1)) query.page = 1
  if (!isStaff(req.user?.roles)) {
    // `pagination=false` or `limit=0` would hand a visitor the whole collection in one answer.
    query.pagination = true
    if (query.limit !== undefined && !(Number.isInteger(query.limit) && query.limit >= 1 && query.limit <= MAX_PUBLIC_LIMIT)) {
      query.limit = MAX_PUBLIC_LIMIT
    }
  }
  const refused = unfilterablePaths(query.where, collection.flattenedFields)
  if (refused.length > 0) throw new QueryError(refused.map((path) => ({ path })))
  return args
}

/** Adds the guard to a collection, after any beforeOperation hooks of its own. */
export function withQueryGuards(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), guardQueries] },
  }
}
