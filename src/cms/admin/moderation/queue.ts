/** One tab per status text of the spec (the online statuses share one); each tab is the list's own `where` in the address. Pure. */
import { TEMPLATE_STATUS, type TemplateStatus, templateStatusText } from '@/domain/templates/templates'

const { PENDING, APPROVED, REJECTED, APPROVED_PAID, PENDING_USER_TO_APPROVE, APPROVED_BY_USER, REJECTED_BY_USER, DUPLICATED, DELETED } = TEMPLATE_STATUS

export type QueueTab = {
  key: string
  label: string
  /** The statuses listed; empty for every template. */
  statuses: readonly TemplateStatus[]
  waitsForModerator: boolean
}

export const QUEUE_TABS: readonly QueueTab[] = [
  { key: 'pending', label: templateStatusText(PENDING), statuses: [PENDING], waitsForModerator: true },
  // The author declined a moderator's edits: the moderator decides again.
  { key: 'rejected-by-user', label: templateStatusText(REJECTED_BY_USER), statuses: [REJECTED_BY_USER], waitsForModerator: true },
  { key: 'pending-user', label: templateStatusText(PENDING_USER_TO_APPROVE), statuses: [PENDING_USER_TO_APPROVE], waitsForModerator: false },
  { key: 'rejected', label: templateStatusText(REJECTED), statuses: [REJECTED], waitsForModerator: false },
  { key: 'online', label: templateStatusText(APPROVED), statuses: [APPROVED, APPROVED_PAID, APPROVED_BY_USER], waitsForModerator: false },
  { key: 'duplicated', label: templateStatusText(DUPLICATED), statuses: [DUPLICATED], waitsForModerator: false },
  { key: 'deleted', label: templateStatusText(DELETED), statuses: [DELETED], waitsForModerator: false },
  { key: 'all', label: 'All', statuses: [], waitsForModerator: false },
]

/** Marks the list's address when a moderator chose every template: the plain address lands on Awaiting approval. */
export const ALL_TEMPLATES_PARAM = 'queue'

/** The list's address for a tab: `?where[statusCode][in][0]=1&…` (Payload reads `where` from the query). */
export function queueHref(listPath: string, tab: QueueTab): string {
  if (tab.statuses.length === 0) return `${listPath}?${ALL_TEMPLATES_PARAM}=all`
  const query = tab.statuses.map((status, index) => `where[statusCode][in][${index}]=${status}`).join('&')
  return `${listPath}?${query}`
}

type Query = Record<string, unknown> | undefined

const FLAT_STATUS_KEY = /^where\[statusCode\]\[(in|equals)\](\[\d*\])?$/

/** Parsed (`req.query`) or flat search parameters as Next.js hands them over. */
function statusCondition(searchParams: Query): { in?: unknown; equals?: unknown } | null | undefined {
  if (!searchParams) return null
  const flat = Object.keys(searchParams).filter((key) => key.startsWith('where['))
  if (flat.length > 0) {
    if (searchParams.where !== undefined || !flat.every((key) => FLAT_STATUS_KEY.test(key))) return undefined
    const condition: { in?: unknown[]; equals?: unknown } = {}
    for (const key of flat.sort()) {
      const [, operator] = FLAT_STATUS_KEY.exec(key)!
      const value = searchParams[key]
      if (operator === 'equals') condition.equals = Array.isArray(value) ? value[0] : value
      else condition.in = [...(condition.in ?? []), ...(Array.isArray(value) ? value : [value])]
    }
    return condition
  }
  const where = searchParams.where
  if (where === undefined) return null
  if (!where || typeof where !== 'object') return undefined
  const keys = Object.keys(where)
  if (keys.length !== 1 || keys[0] !== 'statusCode') return undefined
  const condition = (where as { statusCode?: unknown }).statusCode
  return condition && typeof condition === 'object' ? (condition as { in?: unknown; equals?: unknown }) : undefined
}

/** The statuses a list address filters on: [] for none, undefined when it filters some other way. */
function statusesInQuery(searchParams: Query): number[] | undefined {
  const condition = statusCondition(searchParams)
  if (condition === null) return []
  if (!condition) return undefined
  const { in: list, equals } = condition
  const values = list !== undefined ? (Array.isArray(list) ? list : typeof list === 'string' ? list.split(',') : [list]) : [equals]
  const numbers = values.map((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN))
  return numbers.length > 0 && numbers.every((value) => Number.isInteger(value)) ? numbers : undefined
}

export function activeQueueTab(searchParams: Query): QueueTab | undefined {
  const statuses = statusesInQuery(searchParams)
  if (!statuses) return undefined
  const wanted = [...statuses].sort().join(',')
  return QUEUE_TABS.find((tab) => [...tab.statuses].sort().join(',') === wanted)
}

/** No filter, search, sort, page or "All" tab: the navigation's plain link. */
export function landsOnQueue(searchParams: Query): boolean {
  if (!searchParams) return true
  return Object.keys(searchParams).length === 0
}

export function landingHref(listPath: string): string {
  return queueHref(listPath, QUEUE_TABS[0]!)
}
