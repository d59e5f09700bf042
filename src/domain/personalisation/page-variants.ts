/**
 * Each running experiment multiplies the cached copies of its page by its variants, and a page's
 * personalisation rules add one copy each: past this many, the cache would hold more copies of a
 * page than its visitors fill.
 */
export const MAX_PAGE_VARIANTS = 8

export function pageVariantCount({ experimentVariants, rules }: { experimentVariants: readonly number[]; rules: number }): number {
  return experimentVariants.reduce((product, count) => product * count, 1) * (rules + 1)
}

export function pageVariantLimitMessage(count: number): string | undefined {
  return count > MAX_PAGE_VARIANTS
    ? `The page would be in ${count} versions at once (at most ${MAX_PAGE_VARIANTS}): stop an experiment or switch a rule off on this page first.`
    : undefined
}
