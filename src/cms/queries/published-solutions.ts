import type { Payload } from 'payload'

import type { Locale } from '@/domain/locales'
import type { ProductId } from '@/domain/products'

export type PublishedSolution = {
  solutionId: string
  name: string
  description: string | undefined
  category: string
  product: ProductId
}

/** Read with a visitor's rights, so an unpublished solution is never offered. */
export async function publishedSolutions(payload: Payload, locale: Locale): Promise<PublishedSolution[]> {
  const { docs } = await payload.find({
    collection: 'solutions',
    where: { published: { equals: true } },
    pagination: false,
    depth: 0,
    locale,
    overrideAccess: false,
    sort: 'name',
    select: { solutionId: true, name: true, description: true, category: true, product: true },
  })
  return docs.map((doc) => ({
    solutionId: doc.solutionId,
    name: doc.name,
    description: doc.description ?? undefined,
    category: doc.category,
    product: doc.product,
  }))
}
