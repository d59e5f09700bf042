'use client'

import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { PublishCheck } from '@/domain/pages/publish-checks'

type State = { kind: 'loading' } | { kind: 'ready'; checks: PublishCheck[] } | { kind: 'failed' }

const muted = { color: 'var(--theme-elevation-800)' } as const

/** For the last saved version in the edited locale: a missing link target blocks publishing, the rest are warnings. */
export function PublishChecks() {
  const { id, lastUpdateTime } = useDocumentInfo()
  const locale = useLocale()
  const { config } = useConfig()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const code = locale?.code ?? 'en'

  useEffect(() => {
    if (id === undefined || id === null) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/pages/${encodeURIComponent(String(id))}/publish-checks?locale=${encodeURIComponent(code)}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { checks: PublishCheck[] }
        setState({ kind: 'ready', checks: body.checks })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' })
      })
    return () => controller.abort()
  }, [id, code, lastUpdateTime, config.routes.api])

  if (id === undefined || id === null) return null
  return (
    <section className="field-type" style={{ marginBottom: '1.5rem' }} aria-labelledby="publish-checks-heading" data-testid="publish-checks">
      <h3 id="publish-checks-heading" className="field-label" style={{ margin: '0 0 0.25rem', fontSize: 'inherit' }}>
        Checks before publishing
      </h3>
      {state.kind === 'loading' ? <p style={muted}>Checking…</p> : null}
      {state.kind === 'failed' ? <p style={muted}>The checks could not be run. Save the page to try again.</p> : null}
      {state.kind === 'ready' && state.checks.length === 0 ? <p style={{ color: 'var(--theme-success-750)' }}>Nothing to fix.</p> : null}
      {state.kind === 'ready' && state.checks.length > 0 ? (
        <ul style={{ margin: 0, paddingLeft: '1.1rem', fontSize: '0.9em' }}>
          {state.checks.map((check) => (
            <li
              key={`${check.kind}:${check.message}`}
              data-kind={check.kind}
              style={{ color: check.blocking ? 'var(--theme-error-750)' : 'var(--theme-text)', marginBottom: '0.25rem' }}
            >
              <strong>{check.blocking ? 'Blocks publishing: ' : 'Warning: '}</strong>
              {check.message}
            </li>
          ))}
        </ul>
      ) : null}
      <p style={{ ...muted, margin: '0.25rem 0 0', fontSize: '0.85em' }}>Of the last saved version in this language.</p>
    </section>
  )
}
