'use client'

import { useConfig, useFormFields, useLocale } from '@payloadcms/ui'

import { isLocale } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'
import { type LengthHint, seoLengthHint } from '@/domain/pages/publish-checks'

const card = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 8,
  padding: '0.75rem 1rem',
  maxWidth: 600,
  background: 'var(--theme-elevation-0)',
} as const

const VERDICT_COLOUR: Record<LengthHint['verdict'], string> = {
  good: 'var(--theme-success-750)',
  short: 'var(--theme-warning-750)',
  long: 'var(--theme-error-750)',
  empty: 'var(--theme-elevation-800)',
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function truncate(value: string, max: number): string {
  if ([...value].length <= max) return value
  const cut = [...value].slice(0, max).join('')
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 10)).trimEnd()} …`
}

export function SeoPreview() {
  const locale = useLocale()
  const { config } = useConfig()
  const { pageTitle, seoTitle, seoDescription, path } = useFormFields(([fields]) => ({
    pageTitle: text(fields.title?.value),
    seoTitle: text(fields['seo.title']?.value),
    seoDescription: text(fields['seo.description']?.value),
    path: text(fields.path?.value),
  }))
  const code = isLocale(locale?.code) ? locale.code : 'en'
  const address = `${config.serverURL ?? ''}${pathFor({ path: path || '/' }, code)}`
  const title = seoTitle || pageTitle
  const hints = [seoLengthHint('title', seoTitle), seoLengthHint('description', seoDescription)]

  return (
    <section style={{ marginBottom: '1.5rem' }} aria-labelledby="seo-preview-heading" data-testid="seo-preview">
      <h3 id="seo-preview-heading" style={{ margin: '0 0 0.5rem', fontSize: 'inherit' }}>
        Search result preview
      </h3>
      <div style={card}>
        <div style={{ fontSize: '0.85em', color: 'var(--theme-elevation-800)', overflowWrap: 'anywhere' }}>{address}</div>
        <div style={{ fontSize: '1.2em', color: 'var(--theme-text)', margin: '0.2rem 0', fontWeight: 600 }}>{truncate(title || 'Untitled page', 60)}</div>
        <div style={{ fontSize: '0.9em', color: 'var(--theme-elevation-800)' }}>
          {seoDescription ? truncate(seoDescription, 160) : 'No description: search engines pick a snippet from the page.'}
        </div>
      </div>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem', fontSize: '0.9em' }}>
        {hints.map((hint) => (
          <li key={hint.message} style={{ color: VERDICT_COLOUR[hint.verdict] }}>
            {hint.message}
          </li>
        ))}
      </ul>
    </section>
  )
}
