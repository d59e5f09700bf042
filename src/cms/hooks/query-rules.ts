import { APIError, type FlattenedField, type PayloadRequest, type SanitizedCollectionConfig, type Where } from 'payload'

/**
 * Checked before Payload builds SQL: a malformed value would come back from PostgreSQL as a 500, and a path to an
 * unreadable field would let the caller influence the answer.
 */

export class InvalidQuery extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'InvalidQuery'
  }
}

/** Beyond these an offset overflows. */
export const MAX_PAGE = 100_000
export const MAX_LIMIT = 10_000
/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647
/** PostgreSQL numeric columns beyond it are unlikely to mean anything. */
const MAX_NUMBER = 1e15
/** Years 1 to 9999: Payload writes later years as `+010000-…`, which PostgreSQL refuses. */
const EARLIEST_DATE_MS = Date.parse('0001-01-01T00:00:00.000Z')
const LATEST_DATE_MS = Date.parse('9999-12-31T23:59:59.999Z')
const MAX_DEPTH = 8
const MAX_CONDITIONS = 100
const MAX_VALUES = 500
const MAX_TEXT = 1_000

/** Auth fields Payload keeps out of every answer; nobody may filter or sort on them. */
const SECRET_FIELDS = new Set([
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'apiKey',
  'apiKeyIndex',
])

/** Fields every version row has besides `version.*`. */
const VERSION_FIELDS: Record<string, FlattenedField['type'] | 'id'> = {
  id: 'id',
  parent: 'id',
  createdAt: 'date',
  updatedAt: 'date',
  latest: 'checkbox',
  autosave: 'checkbox',
  snapshot: 'checkbox',
  publishedLocale: 'text',
}

type Kind = FlattenedField['type'] | 'id'

const OPERATORS: Record<string, readonly Kind[] | 'any'> = {
  exists: 'any',
  equals: ['id', 'number', 'text', 'textarea', 'email', 'code', 'select', 'radio', 'date', 'checkbox', 'relationship', 'upload'],
  not_equals: ['id', 'number', 'text', 'textarea', 'email', 'code', 'select', 'radio', 'date', 'checkbox', 'relationship', 'upload'],
  in: ['id', 'number', 'text', 'textarea', 'email', 'code', 'select', 'radio', 'date', 'relationship', 'upload'],
  not_in: ['id', 'number', 'text', 'textarea', 'email', 'code', 'select', 'radio', 'date', 'relationship', 'upload'],
  greater_than: ['id', 'number', 'date', 'text', 'email'],
  greater_than_equal: ['id', 'number', 'date', 'text', 'email'],
  less_than: ['id', 'number', 'date', 'text', 'email'],
  less_than_equal: ['id', 'number', 'date', 'text', 'email'],
  like: ['text', 'textarea', 'email', 'code'],
  not_like: ['text', 'textarea', 'email', 'code'],
  // On a select with many values (roles), `contains` asks for one of its options.
  contains: ['text', 'textarea', 'email', 'code', 'select'],
}

type Resolved = { kind: Kind; field?: FlattenedField }

export type QueryContext = {
  req: PayloadRequest
  collection: SanitizedCollectionConfig
  versions: boolean
}

function fail(message: string): never {
  throw new InvalidQuery(message)
}

function collectionConfig(req: PayloadRequest, slug: string): SanitizedCollectionConfig | undefined {
  return (req.payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>)[slug]?.config
}

async function readsAll(req: PayloadRequest, slug: string): Promise<boolean> {
  const target = collectionConfig(req, slug)
  const read = target?.access?.read
  if (!read) return false
  try {
    return (await read({ req } as Parameters<typeof read>[0])) === true
  } catch {
    return false
  }
}

/**
 * A path to a secret or hidden field, through a partly readable collection, or to nothing, is refused: filtering or
 * ordering on it would tell the caller something it cannot read.
 */
export async function resolveQueryPath(path: string, context: QueryContext): Promise<Resolved> {
  const segments = path.replace(/__/g, '.').split('.')
  if (segments.some((segment) => segment === '')) fail(`"${path}" is not a field that can be queried.`)
  let fields = context.collection.flattenedFields
  if (context.versions) {
    const first = segments[0] ?? ''
    if (first !== 'version') {
      const kind = VERSION_FIELDS[first]
      if (!kind || segments.length > 1) fail(`"${path}" is not a field that can be queried.`)
      return { kind }
    }
    segments.shift()
  }
  if (segments.length === 1 && segments[0] === 'id') return { kind: 'id' }
  let resolved: Resolved | undefined
  let candidates: FlattenedField[][] = [fields]
  for (let index = 0; index < segments.length; index++) {
    const name = segments[index] as string
    const last = index === segments.length - 1
    if (resolved?.field?.localized && !('flattenedFields' in resolved.field) && isLocaleCode(name, context)) {
      if (!last) fail(`"${path}" is not a field that can be queried.`)
      continue
    }
    if (name === 'id' && resolved?.kind === 'relationship' && last) return { kind: 'id' }
    const found = candidates.flatMap((list) => list.filter((candidate) => 'name' in candidate && candidate.name === name))
    const field = found[0]
    if (!field || found.some((candidate) => candidate.type !== field.type)) fail(`"${path}" is not a field that can be queried.`)
    if (field.hidden || SECRET_FIELDS.has(field.name)) fail(`"${path}" cannot be queried.`)
    resolved = { kind: field.type, field }
    if (last) break
    if (field.type === 'blocks') {
      candidates = field.blocks.flatMap((block) => (typeof block === 'string' ? [] : [block.flattenedFields]))
    } else if ('flattenedFields' in field) {
      candidates = [field.flattenedFields]
    } else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      // Only through a collection the caller reads in full: its access filter is not applied to a join.
      if (!(await readsAll(context.req, field.relationTo))) fail(`"${path}" cannot be queried.`)
      const target = collectionConfig(context.req, field.relationTo)
      if (!target) fail(`"${path}" is not a field that can be queried.`)
      fields = target.flattenedFields
      candidates = [fields]
    } else if (!field.localized) {
      fail(`"${path}" is not a field that can be queried.`)
    }
  }
  if (!resolved) fail(`"${path}" is not a field that can be queried.`)
  return resolved
}

function isLocaleCode(name: string, context: QueryContext): boolean {
  const localization = context.req.payload.config.localization
  return Boolean(localization && localization.localeCodes.includes(name))
}

function listOf(value: unknown, path: string, operator: string): unknown[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
  if (values.length > MAX_VALUES) fail(`"${path}" ${operator} takes at most ${MAX_VALUES} values.`)
  return values
}

function checkScalar(value: unknown, resolved: Resolved, path: string): void {
  if (value !== null && typeof value === 'object') fail(`"${path}" takes a single value, not an object.`)
  if (typeof value === 'string') {
    if (/\u0000/.test(value)) fail(`"${path}": a value may not contain a NUL character.`)
    if (value.length > MAX_TEXT) fail(`"${path}": a value may be at most ${MAX_TEXT} characters.`)
  }
  if (value === null || value === undefined) return
  const { kind, field } = resolved
  const numeric = (whole: boolean, max: number) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
    if (!Number.isFinite(number) || Math.abs(number) > max || (whole && !Number.isInteger(number))) {
      fail(`"${path}" takes ${whole ? 'a whole number' : 'a number'}; "${String(value)}" is not one.`)
    }
  }
  if (kind === 'id') return numeric(true, MAX_ID)
  if (kind === 'number') return numeric(false, MAX_NUMBER)
  if (kind === 'relationship' || kind === 'upload') {
    if (field && 'relationTo' in field && typeof field.relationTo !== 'string') fail(`"${path}" can be queried only through "${path}.value".`)
    return numeric(true, MAX_ID)
  }
  if (kind === 'date') {
    const time = new Date(String(value)).getTime()
    if (Number.isNaN(time)) fail(`"${path}" takes a date; "${String(value)}" is not one.`)
    if (time < EARLIEST_DATE_MS || time > LATEST_DATE_MS) fail(`"${path}" takes a date from the year 1 to 9999; "${String(value)}" is outside them.`)
  }
  if (kind === 'checkbox' && !['true', 'false', true, false].includes(value as string | boolean)) fail(`"${path}" takes true or false.`)
  if ((kind === 'select' || kind === 'radio') && field && 'options' in field) {
    const allowed = field.options.map((option) => (typeof option === 'string' ? option : option.value))
    if (!allowed.includes(String(value))) fail(`"${path}" takes one of: ${allowed.join(', ')}.`)
  }
}

/** Throws InvalidQuery (400) with the reason. */
export async function checkWhere(where: unknown, context: QueryContext): Promise<void> {
  let conditions = 0
  const visit = async (node: unknown, depth: number): Promise<void> => {
    if (node === undefined || node === null) return
    if (typeof node !== 'object' || Array.isArray(node)) fail('"where" must be an object of conditions, such as where[title][equals]=Pricing.')
    if (depth > MAX_DEPTH) fail(`"where" nests and/or at most ${MAX_DEPTH} deep.`)
    for (const [key, value] of Object.entries(node)) {
      if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
        const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : fail(`"${key}" takes a list of conditions.`)
        for (const nested of list) await visit(nested, depth + 1)
        continue
      }
      if (!value || typeof value !== 'object' || Array.isArray(value)) fail(`"${key}" needs an operator, such as where[${key}][equals]=….`)
      const resolved = await resolveQueryPath(key, context)
      for (const [operator, operand] of Object.entries(value)) {
        conditions += 1
        if (conditions > MAX_CONDITIONS) fail(`A query may have at most ${MAX_CONDITIONS} conditions.`)
        const kinds = OPERATORS[operator]
        if (!kinds || (kinds !== 'any' && !kinds.includes(resolved.kind))) fail(`"${key}" cannot be queried with "${operator}".`)
        if (operator === 'exists') {
          if (!['true', 'false', true, false].includes(operand as string | boolean)) fail(`"${key}" exists takes true or false.`)
        } else if (operator === 'in' || operator === 'not_in') {
          for (const item of listOf(operand, key, operator)) checkScalar(item, resolved, key)
        } else if (operator === 'contains' && resolved.kind === 'select') {
          checkScalar(operand, resolved, key)
        } else if (operator === 'like' || operator === 'not_like' || operator === 'contains') {
          checkScalar(operand, { kind: 'text' }, key)
          if (typeof operand !== 'string') fail(`"${key}" ${operator} takes text.`)
        } else {
          checkScalar(operand, resolved, key)
        }
      }
    }
  }
  await visit(where, 0)
}

export async function checkSort(sort: unknown, context: QueryContext): Promise<void> {
  if (sort === undefined || sort === null || sort === '') return
  const paths = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : fail('"sort" must be a field name, or a list of them.')
  if (paths.length > 10) fail('"sort" takes at most 10 fields.')
  for (const path of paths) {
    if (typeof path !== 'string' || path.trim() === '') fail('"sort" must be a field name, or a list of them.')
    await resolveQueryPath(path.trim().replace(/^-/, ''), context)
  }
}

/** A document id from outside: a positive whole number that fits a PostgreSQL integer. */
export function checkId(id: unknown): void {
  const text = String(id)
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) {
    fail(`"${text.slice(0, 40)}" is not a document id: ids are whole numbers from 1 to ${MAX_ID}.`)
  }
}

export function checkPaging(page: unknown, limit: unknown): void {
  if (typeof page === 'number' && Number.isInteger(page) && page > MAX_PAGE) fail(`"page" may be at most ${MAX_PAGE}.`)
  if (typeof limit === 'number' && (limit < 0 || limit > MAX_LIMIT)) fail(`"limit" takes a whole number from 0 to ${MAX_LIMIT}.`)
}

export type { Where }
