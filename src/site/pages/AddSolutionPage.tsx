import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import type { PublishedSolution } from '@/cms/queries/published-solutions'
import { addSolutionUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import { localizeHref } from '@/domain/routing/paths'
import { PRODUCTS } from '@/domain/products'
import { MARKETPLACE_PATH, solutionPagePath } from '@/domain/pages/solutions'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'

import '@/site/styles/blocks.css'

import './add-solution.css'
import type { PageContext } from './page-context'

type Props = {
  chrome: SiteChrome
  context: PageContext
  solution: PublishedSolution | undefined
  offered: readonly PublishedSolution[]
  /** Kept by the language links, so another language shows the same solution. */
  search: string
}

export function AddSolutionPage({ chrome, context, solution, offered, search }: Props) {
  const { locale } = context
  const text = interfaceText(locale)
  const marketplace = (
    <p className="add-solution__more">
      <a className="block-link block-link--secondary" href={localizeHref(MARKETPLACE_PATH, locale)}>
        {text.solutionBrowseMarketplace}
      </a>
    </p>
  )
  return (
    <>
      <SiteHeader page={{ headerVariant: 'main', onlyInLocales: [] }} chrome={chrome} context={context} search={search} />
      <main id="main" className="page add-solution">
        {solution ? (
          <>
            <header className="page__hero">
              <h1>{solution.name}</h1>
              {solution.description ? <p className="page__summary">{solution.description}</p> : null}
              <dl className="add-solution__facts">
                <dt>{text.solutionProduct}</dt>
                <dd>{PRODUCTS[solution.product].displayName}</dd>
              </dl>
              <p className="add-solution__action">
                <a className="block-link block-link--primary" href={addSolutionUrl(chrome.settings.hosts.auth, solution.solutionId)}>
                  {text.solutionAdd}
                </a>
              </p>
              <p className="add-solution__hint">{text.solutionAddHint}</p>
            </header>
            {marketplace}
          </>
        ) : (
          <>
            <header className="page__hero">
              <h1>{text.solutionNotFoundTitle}</h1>
              <p className="page__summary">{text.solutionNotFoundBody}</p>
            </header>
            <section className="add-solution__offered" aria-labelledby="add-solution-offered">
              <h2 id="add-solution-offered">{text.solutionOffered}</h2>
              {offered.length === 0 ? (
                <p className="add-solution__none">{text.solutionNoneOffered}</p>
              ) : (
                <ul className="add-solution__list">
                  {offered.map((item) => (
                    <li key={item.solutionId}>
                      <a href={localizeHref(solutionPagePath(item.solutionId), locale)}>{item.name}</a>
                      {item.description ? <p className="add-solution__description">{item.description}</p> : null}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {marketplace}
          </>
        )}
      </main>
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}
