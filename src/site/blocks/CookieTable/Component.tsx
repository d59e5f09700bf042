import { cookieLifetime } from '@/domain/consent/cookie-expiry'
import { COOKIE_CATEGORIES, type CookieCategory } from '@/domain/consent/cookies'
import { interfaceText, type InterfaceStringKey } from '@/i18n/interface-text'
import { languageEntry } from '@/domain/locales'
import type { CookieDefinition, CookieTableBlock } from '@/payload-types'
import { abVariant } from '@/domain/ab/assignment'
import type { PageContext } from '@/site/pages/page-context'

import './cookie-table.css'

const CATEGORY_TEXT: Record<CookieCategory, { name: InterfaceStringKey; description: InterfaceStringKey; summary: InterfaceStringKey }> = {
  necessary: { name: 'cookieCategoryNecessary', description: 'cookieCategoryNecessaryDescription', summary: 'cookieSummaryNecessary' },
  functional: { name: 'cookieCategoryFunctional', description: 'cookieCategoryFunctionalDescription', summary: 'cookieSummaryFunctional' },
  analytics: { name: 'cookieCategoryAnalytics', description: 'cookieCategoryAnalyticsDescription', summary: 'cookieSummaryAnalytics' },
  marketing: { name: 'cookieCategoryMarketing', description: 'cookieCategoryMarketingDescription', summary: 'cookieSummaryMarketing' },
}

/** The browser's own unit names in the page's language: no word list to translate. */
function formatLifetime(expiryDays: number | null | undefined, htmlLang: string): string {
  const { value, unit } = cookieLifetime(expiryDays)
  return new Intl.NumberFormat(htmlLang, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

export function CookieTableSection({ block, context }: { block: CookieTableBlock; context: PageContext }) {
  const text = interfaceText(context.locale)
  const { htmlLang } = languageEntry(context.locale)
  const definitions = context.cookieDefinitions ?? []
  const byCategory = (category: CookieCategory): CookieDefinition[] =>
    definitions.filter((definition) => definition.category === category).sort((a, b) => a.name.localeCompare(b.name))
  const shownCategories = COOKIE_CATEGORIES.filter((category) => byCategory(category).length > 0)
  return (
    <>
      {abVariant(context.ab, 'cookiesPolicy') === 'new_policy' ? <CookieSummary categories={shownCategories} context={context} /> : null}
      <section className="block block-cookie-table" aria-labelledby={`cookie-table-${block.id ?? 'heading'}`}>
        <div className="block__inner">
          <h2 className="block__heading" id={`cookie-table-${block.id ?? 'heading'}`}>
            {block.heading}
          </h2>
          {block.intro ? <p className="block-cookie-table__intro">{block.intro}</p> : null}
          {shownCategories.map((category) => {
            const rows = byCategory(category)
            return (
              <div key={category} className="block-cookie-table__category">
                <h3 className="block-cookie-table__title">{text[CATEGORY_TEXT[category].name]}</h3>
                <p className="block-cookie-table__description">{text[CATEGORY_TEXT[category].description]}</p>
                {/* Wide tables scroll inside their box on phones; focusable so keyboards can scroll it. */}
                <div className="block-cookie-table__scroll" tabIndex={0} role="region" aria-label={text[CATEGORY_TEXT[category].name]}>
                  <table className="block-cookie-table__table">
                    <thead>
                      <tr>
                        <th scope="col">{text.cookieTableName}</th>
                        <th scope="col">{text.cookieTablePurpose}</th>
                        <th scope="col">{text.cookieTableExpiry}</th>
                        <th scope="col">{text.cookieTableDomain}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((definition) => (
                        <tr key={definition.id}>
                          <th scope="row">
                            <code>{definition.name}</code>
                          </th>
                          <td>{definition.description}</td>
                          <td>{formatLifetime(definition.expiryDays, htmlLang)}</td>
                          <td>{definition.domain ?? text.cookieDomainDefault}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </div>
            )
          })}
        </div>
      </section>
    </>
  )
}

function CookieSummary({ categories, context }: { categories: readonly CookieCategory[]; context: Pick<PageContext, 'locale'> }) {
  const text = interfaceText(context.locale)
  return (
    <section className="block block-cookie-summary" aria-labelledby="cookie-summary-heading">
      <div className="block__inner">
        <h2 className="block__heading" id="cookie-summary-heading">
          {text.cookieSummaryTitle}
        </h2>
        <ul className="block-cookie-summary__list">
          {categories.map((category) => (
            <li key={category} className="block-cookie-summary__item">
              <h3 className="block-cookie-summary__name">{text[CATEGORY_TEXT[category].name]}</h3>
              <p className={`block-cookie-summary__status block-cookie-summary__status--${category === 'necessary' ? 'on' : 'choice'}`}>
                {category === 'necessary' ? text.cookieAlwaysOn : text.cookieSummaryYourChoice}
              </p>
              <p className="block-cookie-summary__text">{text[CATEGORY_TEXT[category].summary]}</p>
            </li>
          ))}
        </ul>
        <p className="block-cookie-summary__settings">{text.cookieSummarySettings}</p>
      </div>
    </section>
  )
}
