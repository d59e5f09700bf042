/**
 * The moderation panel's calls, through Payload's REST API with the admin's session, so every save passes the access rules
 * and workflow hooks. Runs in the browser.
 */
import type { ScoreRow } from './scores'

export type TemplateAddress = {
  apiRoute: string
  id: number | string
}

type FieldError = { path?: unknown; message?: unknown }
type ErrorBody = { errors?: { message?: unknown; data?: { errors?: FieldError[] } | null }[] } | null

export function errorMessageOf(body: unknown, status: number): string {
  const errors = (body as ErrorBody)?.errors ?? []
  const fieldMessages = errors.flatMap((error) => error.data?.errors ?? []).map((error) => error.message)
  const general = errors.map((error) => error.message)
  const messages = (fieldMessages.length > 0 ? fieldMessages : general).filter((message): message is string => typeof message === 'string' && message !== '')
  if (messages.length > 0) return [...new Set(messages)].join(' ')
  return `The server refused the change (${status}). Reload the page and try again.`
}

async function json(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

const url = ({ apiRoute, id }: TemplateAddress, query: string) => `${apiRoute}/community-templates/${encodeURIComponent(String(id))}?${query}`

export type Result<T> = { ok: true; value: T } | { ok: false; message: string }

/** The template's status and scores as stored now (another moderator, or the site's counters, may have changed them). */
export async function readTemplate(address: TemplateAddress): Promise<Result<{ status: string; scores: ScoreRow[] }>> {
  try {
    const response = await fetch(url(address, 'depth=0&select[status]=true&select[scores]=true'), { credentials: 'include' })
    const body = await json(response)
    if (!response.ok) return { ok: false, message: errorMessageOf(body, response.status) }
    const doc = body as { status?: unknown; scores?: unknown }
    return { ok: true, value: { status: String(doc.status), scores: Array.isArray(doc.scores) ? (doc.scores as ScoreRow[]) : [] } }
  } catch {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' }
  }
}

async function firstPending(address: TemplateAddress, extra: string): Promise<Result<number | string | null>> {
  const query = [
    'depth=0',
    'limit=1',
    'sort=createdAt',
    'select[id]=true',
    'where[and][0][statusCode][equals]=0',
    `where[and][1][id][not_equals]=${encodeURIComponent(String(address.id))}`,
    extra,
  ]
    .filter(Boolean)
    .join('&')
  try {
    const response = await fetch(`${address.apiRoute}/community-templates?${query}`, { credentials: 'include' })
    const body = await json(response)
    if (!response.ok) return { ok: false, message: errorMessageOf(body, response.status) }
    const [next] = (body as { docs?: { id: number | string }[] } | null)?.docs ?? []
    return { ok: true, value: next?.id ?? null }
  } catch {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' }
  }
}

/** The first pending template shared after this one, else the oldest left; null when none is left. */
export async function nextInQueue(address: TemplateAddress, createdAt: string): Promise<Result<number | string | null>> {
  const after = await firstPending(address, `where[and][2][createdAt][greater_than]=${encodeURIComponent(createdAt)}`)
  if (!after.ok || after.value !== null) return after
  return firstPending(address, '')
}

/** A partial update, as the admin's own Save sends it. */
export async function saveTemplate(address: TemplateAddress, data: Record<string, unknown>): Promise<Result<null>> {
  try {
    const response = await fetch(url(address, 'depth=0'), {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    })
    if (response.ok) return { ok: true, value: null }
    return { ok: false, message: errorMessageOf(await json(response), response.status) }
  } catch {
    return { ok: false, message: 'The server could not be reached. Check the connection and try again.' }
  }
}

/** A message shown once after the page reloads with the saved template. */
const FLASH_KEY = 'orbit-moderation-flash'

export function setFlash(id: number | string, message: string) {
  try {
    window.sessionStorage.setItem(FLASH_KEY, JSON.stringify({ id: String(id), message }))
  } catch {
    // Storage refused (private mode): the reloaded page shows the new state without the sentence.
  }
}

export function takeFlash(id: number | string): string | null {
  try {
    const raw = window.sessionStorage.getItem(FLASH_KEY)
    if (!raw) return null
    const flash = JSON.parse(raw) as { id?: unknown; message?: unknown }
    if (flash.id !== String(id) || typeof flash.message !== 'string') return null
    window.sessionStorage.removeItem(FLASH_KEY)
    return flash.message
  } catch {
    return null
  }
}
