/** The block that prices a page in the visitor's currency. */
export const PRICED_BLOCK = 'pricingTable'

/** Blocks that show the examples of the team the visitor picked (the picker itself shows the choice). */
export const TEAM_BLOCKS = ['teamPicker', 'productCards'] as const

/** Blocks the proxy routes by, read from pages' own layouts: a variant's blocks must not add them. */
export const ROUTED_BLOCKS: readonly string[] = [PRICED_BLOCK, ...TEAM_BLOCKS]
