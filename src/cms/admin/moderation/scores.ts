/** The moderators' scores (admin, featured, editor's choice); the site's counters own the other rows. Pure. */
import { isValidAdminScore, MAX_ADMIN_SCORE, type ScoreType } from '@/domain/templates/templates'

export type ScoreRow = { type: ScoreType; value: number; id?: string | null }

export type ModeratorScores = {
  /** 0 to 5, or null when the template has none. */
  admin: number | null
  featured: boolean
  editorsChoice: boolean
}

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

export function parseAdminScore(input: string): { score: number | null } | { error: string } {
  const text = input.trim()
  if (text === '') return { score: null }
  const score = Number(text)
  return isValidAdminScore(score) ? { score } : { error: ADMIN_SCORE_ERROR }
}

/** The counters' rows kept with their ids; featured and editor's choice as 1 when set, absent otherwise. */
export function withModeratorScores(rows: readonly ScoreRow[] | null | undefined, scores: ModeratorScores): ScoreRow[] {
  const kept = (rows ?? []).filter((row) => !isModeratorType(row.type))
  const set: ScoreRow[] = []
  if (scores.admin !== null) set.push({ type: 'admin', value: scores.admin })
  if (scores.featured) set.push({ type: 'featured', value: 1 })
  if (scores.editorsChoice) set.push({ type: 'editor_choice', value: 1 })
  return [...kept, ...set]
}
