/*
 * The A/B cookie on its own, for browser code: reading it must not bring the assignment rules'
 * country tables along.
 */

/** test name → variant, as the A/B cookie keeps them. */
export type AbAssignments = Readonly<Record<string, string>>

const NAME = /^[a-z0-9_-]{1,50}$/
const MAX_COOKIE_TESTS = 40

/** The A/B cookie, `test=variant&test=variant`; malformed pairs are skipped. */
export function parseAbCookie(value: string | undefined): AbAssignments {
  const assignments: Record<string, string> = {}
  if (!value) return assignments
  for (const [name, variant] of new URLSearchParams(value)) {
    if (Object.keys(assignments).length >= MAX_COOKIE_TESTS) break
    if (NAME.test(name) && NAME.test(variant)) assignments[name] = variant
  }
  return assignments
}

export function serializeAbCookie(assignments: AbAssignments): string {
  return new URLSearchParams(Object.entries(assignments).sort(([a], [b]) => (a < b ? -1 : 1))).toString()
}
