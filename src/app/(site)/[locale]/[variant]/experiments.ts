import { AB_VARIANT_PREFIX, type KnownExperiments } from '@/domain/ab/assignment'
import { abTestByName } from '@/domain/ab/catalogue'
import { readVariantSegment } from '@/domain/routing/site-routing'
import { cachedExperimentVariants } from '@/server/content/published'

/** The experiments whose goal is a visit to this page. */
export async function experimentGoalsAt(path: string): Promise<string[]> {
  return (await cachedExperimentVariants()).filter((experiment) => experiment.goalPath === path).map(({ testName }) => testName)
}

/** Only a variant naming a test the site's code does not know needs the experiments read. */
export async function experimentsFor(variant: string): Promise<KnownExperiments> {
  const decoded = readVariantSegment(variant)?.variant ?? {}
  const unknown = Object.keys(decoded).some((name) => name.startsWith(AB_VARIANT_PREFIX) && !abTestByName(name.slice(AB_VARIANT_PREFIX.length)))
  return unknown ? cachedExperimentVariants() : []
}
