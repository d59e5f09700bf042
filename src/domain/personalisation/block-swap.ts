/**
 * What an experiment's variant or a personalisation rule puts in a page: blocks in place of the
 * block at a position (counted from 1), or of the whole layout when no position is given.
 */
export type BlockSwap<B> = { replacesBlock?: number | null; blocks: readonly B[] }

/** A position past the page's blocks (the page has changed since) leaves the page as it is. */
export function layoutWithSwap<B>(layout: readonly B[] | null | undefined, swap: BlockSwap<B>): B[] {
  const current = [...(layout ?? [])]
  if (swap.replacesBlock === null || swap.replacesBlock === undefined) return [...swap.blocks]
  const index = swap.replacesBlock - 1
  if (!Number.isInteger(index) || index < 0 || index >= current.length) return current
  return [...current.slice(0, index), ...swap.blocks, ...current.slice(index + 1)]
}

/**
 * Several swaps on one page (an experiment and a rule) are each aimed at the page's own positions:
 * applied from the last position to the first, none moves another's target. One that replaces the
 * whole layout wins.
 */
export function layoutWithSwaps<B>(layout: readonly B[] | null | undefined, swaps: readonly BlockSwap<B>[]): B[] {
  const whole = swaps.find((swap) => swap.replacesBlock === null || swap.replacesBlock === undefined)
  if (whole) return [...whole.blocks]
  const lastFirst = [...swaps].sort((a, b) => (b.replacesBlock ?? 0) - (a.replacesBlock ?? 0))
  return lastFirst.reduce<B[]>((current, swap) => layoutWithSwap(current, swap), [...(layout ?? [])])
}

/** An admin-facing reason the swap cannot apply to a page with this many blocks, or undefined. */
export function swapProblem(swap: { replacesBlock?: number | null; blockCount: number }, pageBlockCount: number): string | undefined {
  if (swap.blockCount === 0) return 'Add the block (or blocks) the variant shows.'
  const position = swap.replacesBlock
  if (position === null || position === undefined) return undefined
  if (!Number.isInteger(position) || position < 1 || position > pageBlockCount) {
    return `The page has ${pageBlockCount} block${pageBlockCount === 1 ? '' : 's'}: give a position from 1 to ${pageBlockCount}, or none to replace the whole layout.`
  }
  return undefined
}
