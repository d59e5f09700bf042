import type { PublishedSolution } from '@/cms/queries/publishedSolutions'
import { abVariant } from '@/domain/ab-assignment'
import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { localizeHref } from '@/domain/paths'
import type { ProductId } from '@/domain/products'
import { solutionPagePath } from '@/domain/solutions'
import type { PageContext } from '@/site/pages/pageContext'

import './ab.css'

/** The solutions of one product, in the order given (the list comes sorted by name). */
export function solutionsOfProduct(solutions: readonly PublishedSolution[] | undefined, product: ProductId): PublishedSolution[] {
  return (solutions ?? []).filter((solution) => solution.product === product)
}

type Props = {
  /** The product of the page's mini-site; a page without one is no product page. */
  product: ProductId | undefined
  context: Pick<PageContext, 'ab' | 'locale' | 'solutions'>
}

/**
 * product_solutions' variant on a product's pages (the pages with a mini-site): the published
 * marketplace solutions of that product, each leading to its add-solution page. The page loads
 * the solutions only when it is rendered for this variant; a product with none shows nothing.
 */
export function ProductSolutions({ product, context }: Props) {
  if (!product || abVariant(context.ab, 'productSolutions') !== 'solutions') return null
  const solutions = solutionsOfProduct(context.solutions, product)
  if (solutions.length === 0) return null
  const text = interfaceText(context.locale)
  return (
    <section className="block product-solutions" aria-labelledby="product-solutions-heading">
      <div className="block__inner">
        <header className="block__header">
          <h2 className="block__heading" id="product-solutions-heading">
            {text.productSolutionsTitle}
          </h2>
          <p className="block__intro">{text.productSolutionsIntro}</p>
        </header>
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
