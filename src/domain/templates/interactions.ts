import { z } from 'zod'

import type { ScoreType } from './templates'

// Each feeds the score of the same meaning (`uses` feeds `usage`).
export type Counters = { likes: number; views: number; uses: number }

export const TEMPLATE_BOARD_PARAM = 'template_board_id'

// At most 40: the field's length.
const BOARD_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

export function isBoardId(value: unknown): value is string {
  return typeof value === 'string' && BOARD_ID_PATTERN.test(value)
}

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

export const interactionBody = z.strictObject({ action: z.enum(['view', 'like', 'unlike', 'use']) })

export type Interaction = z.output<typeof interactionBody>['action']

// The body is a few bytes; anything near this is not ours.
export const MAX_INTERACTION_BODY_BYTES = 256

// Views and uses count once per visitor, template and day (keyed by the endpoint); a like once ever.
export const COUNT_ONCE_PER_MS = 24 * 36e5 // SPEC §9: one hour is 36e5 ms

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

// SPEC §3
export const COUNTER_SCORES = { likes: 'likes', views: 'views', uses: 'usage' } as const satisfies Record<keyof Counters, ScoreType>

// A random id of the like cookie's shape (COOKIE_NAMES.templateLikeKey).
const LIKE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export function isLikeKey(value: unknown): value is string {
  return typeof value === 'string' && LIKE_KEY_PATTERN.test(value)
}
