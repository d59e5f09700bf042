import { type PayloadRequest, ValidationError } from 'payload'

import { pageVariantCount, pageVariantLimitMessage } from '@/domain/personalisation/page-variants'
import { swapProblem } from '@/domain/personalisation/block-swap'
import { normalisePath } from '@/domain/routing/paths'
import { isAppPage } from '@/domain/routing/site-routing'
import { ROUTED_BLOCKS } from '@/cms/queries/routed-blocks'

type Swap = { page?: unknown; replacesBlock?: number | null; blocks?: unknown[] | null }

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && 'id' in value ? Number((value as { id: unknown }).id) : undefined

export function fail(collection: string, path: string, message: string, req: PayloadRequest): never {
  throw new ValidationError({ collection, errors: [{ path, message }], req })
}

/** The page a swap is aimed at must exist and have the block it replaces. */
export async function checkSwap(collection: string, swap: Swap, req: PayloadRequest, { blocksRequired = true } = {}): Promise<number> {
  const pageId = idOf(swap.page)
  if (pageId === undefined) fail(collection, 'page', 'Choose the page.', req)
  const page = await req.payload.findByID({
    collection: 'pages',
    id: pageId,
    depth: 0,
    draft: true,
    select: { layout: true, path: true },
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!page) fail(collection, 'page', 'That page no longer exists.', req)
  if (isAppPage(normalisePath(page.path))) fail(collection, 'page', 'The site’s code draws this page: choose a page made of blocks.', req)
  const blockCount = swap.blocks?.length ?? 0
  const changesRouting = (swap.blocks ?? []).find((block) => ROUTED_BLOCKS.includes((block as { blockType?: string }).blockType ?? ''))
  if (changesRouting) {
    fail(
      collection,
      'blocks',
      'Prices, product cards and the team picker change how the page is cached: they can be on the page itself, not in a variant.',
      req,
    )
  }
  if (!blocksRequired && blockCount === 0) return pageId
  const problem = swapProblem({ replacesBlock: swap.replacesBlock, blockCount }, page.layout?.length ?? 0)
  if (problem) fail(collection, blockCount > 0 ? 'replacesBlock' : 'blocks', problem, req)
  return pageId
}

/** How many versions of the page visitors would see at once with one more experiment or rule live. */
export async function pageVariantsWith(
  pageId: number,
  adding: { experimentVariants?: number; rule?: boolean; except: { collection: 'ab-tests' | 'personalisations'; id: number | undefined } },
  req: PayloadRequest,
): Promise<string | undefined> {
  const [experiments, rules] = await Promise.all([
    req.payload.find({
      collection: 'ab-tests',
      where: { page: { equals: pageId }, status: { equals: 'running' } },
      depth: 0,
      pagination: false,
      select: { variants: true },
      req,
      overrideAccess: true,
    }),
    req.payload.find({
      collection: 'personalisations',
      where: { page: { equals: pageId }, active: { equals: true } },
      depth: 0,
      pagination: false,
      select: { active: true },
      req,
      overrideAccess: true,
    }),
  ])
  const except = (collection: string, id: number) => adding.except.collection === collection && adding.except.id === id
  const others = experiments.docs.filter((doc) => !except('ab-tests', doc.id))
  const otherRules = rules.docs.filter((doc) => !except('personalisations', doc.id)).length
  const count = pageVariantCount({
    experimentVariants: [...others.map((doc) => doc.variants?.length ?? 1), ...(adding.experimentVariants ? [adding.experimentVariants] : [])],
    rules: otherRules + (adding.rule ? 1 : 0),
  })
  return pageVariantLimitMessage(count)
}
