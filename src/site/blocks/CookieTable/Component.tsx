import { cookieLifetime } from '@/domain/cookie-expiry'
import { COOKIE_CATEGORIES, type CookieCategory } from '@/domain/cookies'
import { interfaceText, type InterfaceTextKey } from '@/domain/interface-text'
import { languageEntry } from '@/domain/locales'
import type { CookieDefinition, CookieTableBlock } from '@/payload-types'
import type { PageContext } from '@/site/pages/pageContext'

import './cookie-table.css'

const CATEGORY_TEXT: Record<CookieCategory, { name: InterfaceTextKey; description: InterfaceTextKey }> = {
  necessary: { name: 'cookieCategoryNecessary', description: 'cookieCategoryNecessaryDescription' },
  functional: { name: 'cookieCategoryFunctional', description: 'cookieCategoryFunctionalDescription' },
  analytics: { name: 'cookieCategoryAnalytics', description: 'cookieCategoryAnalyticsDescription' },
  marketing: { name: 'cookieCategoryMarketing', description: 'cookieCategoryMarketingDescription' },
}

/** “30 minutes”, “7 days”: the browser's own unit names in the page's language, no word list to translate. */
function formatLifetime(expiryDays: number | null | undefined, htmlLang: string): string {
  const { value, unit } = cookieLifetime(expiryDays)
  return new Intl.NumberFormat(htmlLang, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

/**
 * The cookie policy's table: every cookie definition in the CMS, one table per category, in
 * the order the banner names them. Rendered on the server; the page refreshes when a
 * definition changes (cache tag `cookie-definitions`).
 */
export function CookieTableSection({ block, context }: { block: CookieTableBlock; context: PageContext }) {
  const text = interfaceText(context.locale)
  const { htmlLang } = languageEntry(context.locale)
  const definitions = context.cookieDefinitions ?? []
  const byCategory = (category: CookieCategory): CookieDefinition[] =>
    definitions.filter((definition) => definition.category === category).sort((a, b) => a.name.localeCompare(b.name))
  return (
    <section className="block block-cookie-table" aria-labelledby={`cookie-table-${block.id ?? 'heading'}`}>
      <div className="block__inner">
        <h2 className="block__heading" id={`cookie-table-${block.id ?? 'heading'}`}>
          {block.heading}
        </h2>
        {block.intro ? <p className="block-cookie-table__intro">{block.intro}</p> : null}
        {COOKIE_CATEGORIES.map((category) => {
          const rows = byCategory(category)
          if (rows.length === 0) return null
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
  )
}
