/**
 * Marketplace solutions and the add-solution page (SPEC §2 "An add-solution page takes a
 * solution_id query parameter", §8 "solution page invalid solution or category"). A link such
 * as `/add-solution?solution_id=time-tracking&category=hr` explains the solution and hands the
 * visitor to the product's own add_solution address; a link that names no solution, or a
 * category that does not fit, is reported and answered with the solutions the visitor can add.
 * Pure: no framework, no I/O.
 */
import { FIELD_MAX_LENGTH } from './tracking-limits'
import { ERROR_EVENTS } from './tracking'

/** The site's own page for one solution, in every locale (`/lang/{locale}/add-solution`). */
export const ADD_SOLUTION_PATH = '/add-solution'

/** Where every solution is listed; the add-solution page sends visitors there for more. */
export const MARKETPLACE_PATH = '/marketplace'

/** The query parameters of the add-solution page. */
export const ADD_SOLUTION_PARAMS = { solutionId: 'solution_id', category: 'category' } as const

/**
 * The cluster (use-case grouping) identifiers of SPEC §3, the categories a solution belongs to.
 * The spec names these and says "many more sub-use-cases" exist without listing them: add them
 * here when the product names them, and the admin's choice list and the page follow.
 */
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

/** A solution id as the product links it: lowercase letters and digits, words joined by `-` or `_`. */
export const SOLUTION_ID_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

export const SOLUTION_ID_MAX_LENGTH = 60

/** How many solutions the page offers when the link names none; the marketplace has the rest. */
export const MAX_OFFERED_SOLUTIONS = 30

/** How much of an offending query value an event carries: enough to recognise a broken link. */
export const REPORTED_VALUE_MAX_LENGTH = Math.min(100, FIELD_MAX_LENGTH)

/** Whether `value` is a well-formed solution id, exactly as stored (the admin's rule). */
export function isSolutionId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SOLUTION_ID_MAX_LENGTH && SOLUTION_ID_PATTERN.test(value)
}

/** The editor's message for a solution id that is not well formed, or true. */
export function validateSolutionId(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Enter the solution’s id, for example time-tracking.'
  if (value.length > SOLUTION_ID_MAX_LENGTH) return `A solution id has at most ${SOLUTION_ID_MAX_LENGTH} characters.`
  return isSolutionId(value) ? true : 'Use lowercase letters and digits, with - or _ between words (for example time-tracking).'
}

/**
 * A query parameter as Next hands it over: the first value when it is repeated, nothing for
 * an empty or blank one.
 */
export function queryValue(value: string | readonly string[] | undefined): string | undefined {
  const first = typeof value === 'string' ? value : value?.[0]
  const trimmed = first?.trim()
  return trimmed ? trimmed : undefined
}

/** The solution id a link names, forgiving case and surrounding spaces; undefined when malformed. */
export function parseSolutionId(value: string | undefined): string | undefined {
  const id = value?.trim().toLowerCase()
  return isSolutionId(id) ? id : undefined
}

export function isSolutionCategory(value: unknown): value is SolutionCategory {
  return typeof value === 'string' && (SOLUTION_CATEGORIES as readonly string[]).includes(value)
}

/** The category a link names, forgiving case and surrounding spaces; undefined when unknown. */
export function parseSolutionCategory(value: string | undefined): SolutionCategory | undefined {
  const category = value?.trim().toLowerCase()
  return isSolutionCategory(category) ? category : undefined
}

/** What the page needs to know of a published solution to pick one. */
export type ListedSolution = { solutionId: string; category: string }

/**
 * - `invalid-solution`: the link names no solution, a malformed one, or one that is not published.
 * - `invalid-category`: the link names a category that is not one of SOLUTION_CATEGORIES, or
 *   one other than the solution's own.
 */
export type SolutionPageProblem = 'invalid-solution' | 'invalid-category'

export type SolutionPage<S extends ListedSolution> = {
  /** The published solution the link names; it is shown even when the category is wrong. */
  solution: S | undefined
  /** What was wrong with the link, in the order the events are reported; empty when nothing. */
  problems: SolutionPageProblem[]
  /**
   * Without a solution, what to offer instead: the published solutions of the link's category
   * when it is a known one that has any, else all of them (at most MAX_OFFERED_SOLUTIONS, in
   * the order given). Empty when a solution is shown.
   */
  offered: S[]
}

/** The query of an add-solution link as it arrived (see queryValue). */
export type SolutionPageQuery = { solutionId: string | undefined; category: string | undefined }

/**
 * The rule of the add-solution page: which solution it shows, what it reports, and what it
 * offers when the link names none. `published` are the solutions visitors may add.
 */
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

/**
 * The spec's solution-page events for the problems found: `info1` is the offending value (cut
 * to REPORTED_VALUE_MAX_LENGTH; absent when the link had none), `info3` the other parameter,
 * so a broken link can be recognised on the dashboard.
 */
export function solutionPageEvents(query: SolutionPageQuery, problems: readonly SolutionPageProblem[]): SolutionPageEvent[] {
  return problems.map((problem) =>
    problem === 'invalid-solution'
      ? { name: ERROR_EVENTS.solutionPageInvalidSolution, info1: reported(query.solutionId), info3: reported(query.category) }
      : { name: ERROR_EVENTS.solutionPageInvalidCategory, info1: reported(query.category), info3: reported(query.solutionId) },
  )
}

/**
 * The query that keeps the visitor on the same solution (the language switcher's links): only
 * the well-formed values, so whatever else a link carried is not repeated.
 */
export function solutionPageSearch(query: SolutionPageQuery): string {
  const params = new URLSearchParams()
  const id = parseSolutionId(query.solutionId)
  const category = parseSolutionCategory(query.category)
  if (id) params.set(ADD_SOLUTION_PARAMS.solutionId, id)
  if (category) params.set(ADD_SOLUTION_PARAMS.category, category)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The add-solution page's own address for a solution, without the locale prefix. */
export function solutionPagePath(solutionId: string): string {
  return `${ADD_SOLUTION_PATH}?${ADD_SOLUTION_PARAMS.solutionId}=${encodeURIComponent(solutionId)}`
}
