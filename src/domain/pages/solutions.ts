// The add-solution page (SPEC §2 "An add-solution page takes a solution_id query parameter",
// §8 "solution page invalid solution or category").
import { FIELD_MAX_LENGTH } from '../tracking/limits'
import { ERROR_EVENTS } from '../tracking/tracking'

export const ADD_SOLUTION_PATH = '/add-solution'

export const MARKETPLACE_PATH = '/marketplace'

export const ADD_SOLUTION_PARAMS = { solutionId: 'solution_id', category: 'category' } as const

// SPEC §3's clusters. The spec says "many more sub-use-cases" exist without listing them: add them
// here when the product names them, and the admin's choice list and the page follow.
export const SOLUTION_CATEGORIES = [
  'marketing',
  'crm',
  'email_campaigns',
  'generic', // fits any team
  'ngo', // non-profit organisations
  'operations',
  'design_and_creative',
  'tech',
  'hr',
  'information_technology',
  'project_management',
  'education',
  'construction',
  'workdocs', // documents written inside the product
  'finance',
] as const

export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number]

export const SOLUTION_ID_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

export const SOLUTION_ID_MAX_LENGTH = 60

// The marketplace has the rest.
export const MAX_OFFERED_SOLUTIONS = 30

// Enough to recognise a broken link.
export const REPORTED_VALUE_MAX_LENGTH = Math.min(100, FIELD_MAX_LENGTH)

export function isSolutionId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SOLUTION_ID_MAX_LENGTH && SOLUTION_ID_PATTERN.test(value)
}

export function validateSolutionId(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Enter the solution’s id, for example time-tracking.'
  if (value.length > SOLUTION_ID_MAX_LENGTH) return `A solution id has at most ${SOLUTION_ID_MAX_LENGTH} characters.`
  return isSolutionId(value) ? true : 'Use lowercase letters and digits, with - or _ between words (for example time-tracking).'
}

// As Next hands it over: the first value when repeated.
export function queryValue(value: string | readonly string[] | undefined): string | undefined {
  const first = typeof value === 'string' ? value : value?.[0]
  const trimmed = first?.trim()
  return trimmed ? trimmed : undefined
}

export function parseSolutionId(value: string | undefined): string | undefined {
  const id = value?.trim().toLowerCase()
  return isSolutionId(id) ? id : undefined
}

export function isSolutionCategory(value: unknown): value is SolutionCategory {
  return typeof value === 'string' && (SOLUTION_CATEGORIES as readonly string[]).includes(value)
}

export function parseSolutionCategory(value: string | undefined): SolutionCategory | undefined {
  const category = value?.trim().toLowerCase()
  return isSolutionCategory(category) ? category : undefined
}

export type ListedSolution = { solutionId: string; category: string }

export type SolutionPageProblem = 'invalid-solution' | 'invalid-category'

export type SolutionPage<S extends ListedSolution> = {
  // Shown even when the category is wrong.
  solution: S | undefined
  // In the order the events are reported.
  problems: SolutionPageProblem[]
  // Without a solution: the link's category's solutions when it has any, else all.
  offered: S[]
}

export type SolutionPageQuery = { solutionId: string | undefined; category: string | undefined }

export function solutionPage<S extends ListedSolution>(query: SolutionPageQuery, published: readonly S[]): SolutionPage<S> {
  const id = parseSolutionId(query.solutionId)
  const solution = id === undefined ? undefined : published.find((candidate) => candidate.solutionId === id)
  const category = parseSolutionCategory(query.category)
  const problems: SolutionPageProblem[] = []
  if (!solution) problems.push('invalid-solution')
  // No category in the link is fine; a wrong one is worth knowing about even when the solution is right.
  if (query.category !== undefined && (category === undefined || (solution && solution.category !== category))) {
    problems.push('invalid-category')
  }
  if (solution) return { solution, problems, offered: [] }
  const inCategory = category === undefined ? [] : published.filter((candidate) => candidate.category === category)
  const offered = (inCategory.length > 0 ? inCategory : published).slice(0, MAX_OFFERED_SOLUTIONS)
  return { solution, problems, offered }
}

export type SolutionPageEvent = { name: string; info1?: string; info3?: string }

const reported = (value: string | undefined) => value?.slice(0, REPORTED_VALUE_MAX_LENGTH)

// `info1` the offending value, `info3` the other parameter, so a broken link can be recognised on the dashboard.
export function solutionPageEvents(query: SolutionPageQuery, problems: readonly SolutionPageProblem[]): SolutionPageEvent[] {
  return problems.map((problem) =>
    problem === 'invalid-solution'
      ? { name: ERROR_EVENTS.solutionPageInvalidSolution, info1: reported(query.solutionId), info3: reported(query.category) }
      : { name: ERROR_EVENTS.solutionPageInvalidCategory, info1: reported(query.category), info3: reported(query.solutionId) },
  )
}

// Only the well-formed values, so whatever else a link carried is not repeated.
export function solutionPageSearch(query: SolutionPageQuery): string {
  const params = new URLSearchParams()
  const id = parseSolutionId(query.solutionId)
  const category = parseSolutionCategory(query.category)
  if (id) params.set(ADD_SOLUTION_PARAMS.solutionId, id)
  if (category) params.set(ADD_SOLUTION_PARAMS.category, category)
  const search = params.toString()
  return search ? `?${search}` : ''
}

export function solutionPagePath(solutionId: string): string {
  return `${ADD_SOLUTION_PATH}?${ADD_SOLUTION_PARAMS.solutionId}=${encodeURIComponent(solutionId)}`
}
