import type { UIFieldServerProps } from 'payload'

import { loadExperimentFacts } from '@/cms/queries/page-variations'
import { abTestByName } from '@/domain/ab/catalogue'
import { LOCALES } from '@/domain/locales'
import { previewRouteHref } from '@/domain/preview/preview'
import { isContentEditorRole } from '@/domain/staff/roles'

import { PromoteButton } from './PromoteButton'

const muted = { color: 'var(--theme-elevation-600)' } as const
const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', margin: '0 0 1.5rem' } as const

/** Preview links for both variants, the languages the experiment leaves out, and promoting the winner. */
export async function ExperimentPanel({ id, data, req }: UIFieldServerProps) {
  if (!isContentEditorRole(req.user?.roles)) return null
  const testName = typeof data?.testName === 'string' ? data.testName : ''
  if (!testName || abTestByName(testName) || id === undefined || id === null) {
    return <p style={muted}>Save the experiment with its page and blocks to preview it.</p>
  }
  const facts = (await loadExperimentFacts(req.payload)).get(testName)
  if (!facts) return <p style={muted}>Choose the page and save to preview the experiment.</p>
  const variants = Array.isArray(data?.variants) ? (data.variants as { name?: unknown }[]).map((variant) => String(variant?.name ?? '')) : []
  const notIn = LOCALES.filter(({ code }) => !facts.translatedIn.includes(code))
  const promotable = !data?.promotedAt && variants[1]
  return (
    <div style={box} data-testid="experiment-panel">
      <h3 style={{ margin: '0 0 0.5rem' }}>Preview</h3>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem', margin: 0 }}>
        <code>{facts.page}</code>
        {variants.map((variant) => (
          <a
            key={variant}
            className="btn btn--style-secondary btn--size-small btn--withoutPopup"
            style={{ margin: 0 }}
            href={previewRouteHref(facts.page, 'en', { ab: { [testName]: variant } })}
            target="_blank"
            rel="noopener"
            aria-label={`Preview ${facts.page} in variant ${variant}`}
          >
            {variant}
          </a>
        ))}
      </p>
      {notIn.length > 0 ? (
        <p data-testid="experiment-languages">
          It will not run in {notIn.map(({ name }) => name).join(', ')}: the new variant’s texts are not translated there yet. Visitors in those languages see
          the page as it is.
        </p>
      ) : (
        <p style={muted}>It runs in every language of the page.</p>
      )}
      {promotable ? <PromoteButton id={Number(id)} apiRoute={`${req.payload.config.routes.api}`} winner={variants[1]!} /> : null}
    </div>
  )
}
