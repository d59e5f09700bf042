import type { AbTest } from '@/domain/ab/catalogue'
import { DEBUG_AB_TEST_PARAM } from '@/domain/ab/catalogue'
import { countryReference } from '@/domain/countries'
import { LOCALES, type Locale } from '@/domain/locales'
import { PREVIEW_COUNTRIES, PREVIEW_EXIT_ROUTE, PREVIEW_ROUTE } from '@/domain/preview/preview'

export type DraftBarProps = {
  path: string
  locale: Locale
  country: string | undefined
  tests: ReadonlyArray<Pick<AbTest, 'testName' | 'variants'>>
  shown: Readonly<Record<string, string>>
}

export const DRAFT_BAR_ID = 'preview-draft-bar'

/** A plain GET form to the preview route, which checks the choices; the bridge submits it on change. */
export function DraftBar({ path, locale, country, tests, shown }: DraftBarProps) {
  const exitHref = `${PREVIEW_EXIT_ROUTE}?${new URLSearchParams({ path, locale })}`
  return (
    <div id={DRAFT_BAR_ID} className="preview-bar" role="region" aria-label="Preview">
      <style>{DRAFT_BAR_CSS}</style>
      <strong className="preview-bar__status">Preview: draft</strong>
      <form className="preview-bar__form" method="get" action={PREVIEW_ROUTE} data-preview-toolbar="">
        <input type="hidden" name="path" value={path} />
        <label>
          Visitor country{' '}
          <select name="country" defaultValue={country ?? ''}>
            <option value="">As the visitor’s CDN says</option>
            {PREVIEW_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryReference(code)?.name ?? code}
              </option>
            ))}
          </select>
        </label>
        <label>
          Page language{' '}
          <select name="locale" defaultValue={locale}>
            {LOCALES.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        {tests.map((test) => (
          <label key={test.testName}>
            A/B test {test.testName}{' '}
            <select name={DEBUG_AB_TEST_PARAM} defaultValue={`${test.testName}:${shown[test.testName] ?? test.variants[0]}`}>
              {test.variants.map((variant) => (
                <option key={variant} value={`${test.testName}:${variant}`}>
                  {variant}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit">Show</button>
      </form>
      <a className="preview-bar__exit" href={exitHref}>
        Exit preview
      </a>
    </div>
  )
}

/** Inline, so that nothing of the preview reaches the site's stylesheets. */
const DRAFT_BAR_CSS = `
.preview-bar{position:sticky;top:0;z-index:2147483000;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;
  padding:.5rem 1rem;background:#1f1f3a;color:#fff;font:14px/1.4 system-ui,sans-serif}
.preview-bar__status{background:#ffcb00;color:#1f1f3a;padding:.125rem .5rem;border-radius:4px}
.preview-bar__form{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:0}
.preview-bar select,.preview-bar button{font:inherit;padding:.125rem .25rem}
.preview-bar a{color:#fff;text-decoration:underline}
.preview-block-outline{position:fixed;pointer-events:none;z-index:2147482000;outline:2px solid #0073ea;outline-offset:-2px;
  background:rgba(0,115,234,.06);transition:all .08s}
`
