import { isAssigning, type LiveTestSettings } from './assignment'
import type { AbAssignments } from './cookie'
import { AB_EVENTS } from '../tracking/tracking'

/**
 * Whether an A/B event (exposure or conversion, info1 the test, info3 the variant) counts in the
 * results: its test is running now, and the variant is the one the visitor's A/B cookie says
 * the visitor was assigned. Anything else (a stale assignment, a QA visit's forced variant, a
 * forged event) would bend the results. Other events always count.
 */
export function countsInAbResults(
  event: { name: string; info1?: string; info3?: string },
  { tests, assigned, now }: { tests: readonly LiveTestSettings[]; assigned: AbAssignments; now: Date },
): boolean {
  if (event.name !== AB_EVENTS.exposure && event.name !== AB_EVENTS.conversion) return true
  const test = tests.find((candidate) => candidate.testName === event.info1)
  if (!test || !isAssigning(test, now)) return false
  const variant = event.info3
  return variant !== undefined && assigned[test.testName] === variant && test.variants.some(({ name }) => name === variant)
}
