/**
 * The moderators' part of a template's scores (the `scores` array of SCORE_TYPES): the admin
 * score, featured and editor's choice. The site counts the others (likes, views, usage) and
 * they are kept as they are. Pure: the moderation panel and its tests use it.
 */
import { isValidAdminScore, MAX_ADMIN_SCORE, type ScoreType } from '@/domain/templates'

export type ScoreRow = { type: ScoreType; value: number; id?: string | null }

export type ModeratorScores = {
  /** 0 to 5, or null when the template has none. */
  admin: number | null
  featured: boolean
  editorsChoice: boolean
}

/** The types this panel sets; every other row belongs to the site's counters. */
export const MODERATOR_SCORE_TYPES = ['admin', 'featured', 'editor_choice'] as const satisfies readonly ScoreType[]

const isModeratorType = (type: string) => (MODERATOR_SCORE_TYPES as readonly string[]).includes(type)

/** The same sentence the server answers with (the collection's `scores` validation). */
export const ADMIN_SCORE_ERROR = `The admin score is a whole number from 0 to ${MAX_ADMIN_SCORE}.`

export function moderatorScoresOf(rows: readonly { type?: string | null; value?: number | null }[] | null | undefined): ModeratorScores {
  const value = (type: ScoreType) => rows?.find((row) => row.type === type)?.value
  const admin = value('admin')
  return {
    admin: typeof admin === 'number' ? admin : null,
    featured: (value('featured') ?? 0) > 0,
    editorsChoice: (value('editor_choice') ?? 0) > 0,
  }
}

/**
 * What the admin score box holds, as a score: empty is none; anything but a whole number from
 * 0 to 5 is an error with the sentence to show.
 */
export function parseAdminScore(input: string): { score: number | null } | { error: string } {
  const text = input.trim()
  if (text === '') return { score: null }
  const score = Number(text)
  return isValidAdminScore(score) ? { score } : { error: ADMIN_SCORE_ERROR }
}

/**
 * The template's scores with the moderator's three set: the counters' rows untouched (with
 * their ids, so the rows are kept), featured and editor's choice as 1 when set and absent when
 * not, the admin score absent when cleared.
 */
export function withModeratorScores(rows: readonly ScoreRow[] | null | undefined, scores: ModeratorScores): ScoreRow[] {
  const kept = (rows ?? []).filter((row) => !isModeratorType(row.type))
  const set: ScoreRow[] = []
  if (scores.admin !== null) set.push({ type: 'admin', value: scores.admin })
  if (scores.featured) set.push({ type: 'featured', value: 1 })
  if (scores.editorsChoice) set.push({ type: 'editor_choice', value: 1 })
  return [...kept, ...set]
}
