import type { PublishedSolution } from '@/cms/queries/published-solutions'
import { abVariant } from '@/domain/ab/assignment'
import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { localizeHref } from '@/domain/routing/paths'
import type { ProductId } from '@/domain/products'
import { solutionPagePath } from '@/domain/pages/solutions'
import type { PageContext } from '@/site/pages/page-context'
import { BlockHeader } from '@/site/components/BlockHeader'

import './ab.css'

export function solutionsOfProduct(solutions: readonly PublishedSolution[] | undefined, product: ProductId): PublishedSolution[] {
  return (solutions ?? []).filter((solution) => solution.product === product)
}

type Props = {
  product: ProductId | undefined
  context: Pick<PageContext, 'ab' | 'locale' | 'solutions'>
}

export function ProductSolutions({ product, context }: Props) {
  if (!product || abVariant(context.ab, 'productSolutions') !== 'solutions') return null
  const solutions = solutionsOfProduct(context.solutions, product)
  if (solutions.length === 0) return null
  const text = interfaceText(context.locale)
  return (
    <section className="block product-solutions" aria-labelledby="product-solutions-heading">
      <div className="block__inner">
        <BlockHeader heading={text.productSolutionsTitle} intro={text.productSolutionsIntro} id="product-solutions-heading" />
        <ul className="product-solutions__list">
          {solutions.map((solution) => (
            <li key={solution.solutionId} className="product-solutions__item">
              <h3 className="product-solutions__name">{solution.name}</h3>
              {solution.description ? <p className="product-solutions__description">{solution.description}</p> : null}
              <a className="block-link block-link--text" href={localizeHref(solutionPagePath(solution.solutionId), context.locale)}>
                {formatText(text.productSolutionAdd, { solution: solution.name })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
