/**
 * What a visitor does with a community template (issue 8): use it (sign up starting from its
 * board), and view, like or unlike it, which the gallery counts. Pure: no framework, no I/O.
 */
import { z } from 'zod'

import type { ScoreType } from './templates'

/** What the site counts itself; each feeds the score of the same meaning (`uses` feeds `usage`). */
export type Counters = { likes: number; views: number; uses: number }

// ------------------------------------------------------------------------------------------------
// Using a template
// ------------------------------------------------------------------------------------------------

/** The sign-up parameter that carries the template's board into the new account. */
export const TEMPLATE_BOARD_PARAM = 'template_board_id'

/** A board id the product made: letters, digits, `_` and `-`, at most 40 (the field's length). */
const BOARD_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

export function isBoardId(value: unknown): value is string {
  return typeof value === 'string' && BOARD_ID_PATTERN.test(value)
}

/** The sign-up address that starts the new account from the template's board. */
export function signUpWithTemplateUrl(signUpUrl: string, boardId: string): string {
  try {
    const url = new URL(signUpUrl)
    url.searchParams.set(TEMPLATE_BOARD_PARAM, boardId)
    return url.toString()
  } catch {
    const separator = signUpUrl.includes('?') ? '&' : '?'
    return `${signUpUrl}${separator}${TEMPLATE_BOARD_PARAM}=${encodeURIComponent(boardId)}`
  }
}

// ------------------------------------------------------------------------------------------------
// Counting: POST /api/templates/{id}
// ------------------------------------------------------------------------------------------------

/** What the gallery's endpoint takes: `{ "action": "view" | "like" | "unlike" | "use" }` and nothing else. */
export const interactionBody = z.strictObject({ action: z.enum(['view', 'like', 'unlike', 'use']) })

export type Interaction = z.output<typeof interactionBody>['action']

/** The body is a few bytes; anything near this is not ours. */
export const MAX_INTERACTION_BODY_BYTES = 256

/**
 * Views and uses count once per visitor, template and day; a like once per visitor and template.
 * The key of "once" for views and uses (a visitor, a template, a day) is made by the endpoint.
 */
export const COUNT_ONCE_PER_MS = 24 * 36e5 // SPEC §9: one hour is 36e5 ms

/** The counter an action moves, and by how much. */
export function counterChange(action: Interaction): { counter: keyof Counters; delta: 1 | -1 } {
  switch (action) {
    case 'view':
      return { counter: 'views', delta: 1 }
    case 'use':
      return { counter: 'uses', delta: 1 }
    case 'like':
      return { counter: 'likes', delta: 1 }
    case 'unlike':
      return { counter: 'likes', delta: -1 }
  }
}

/** The score type each counter feeds (SPEC §3's score types). */
export const COUNTER_SCORES = { likes: 'likes', views: 'views', uses: 'usage' } as const satisfies Record<keyof Counters, ScoreType>

/** The visitor key a like is stored under: a random id of the like cookie's shape (see COOKIE_NAMES.templateLikeKey). */
const LIKE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export function isLikeKey(value: unknown): value is string {
  return typeof value === 'string' && LIKE_KEY_PATTERN.test(value)
}
