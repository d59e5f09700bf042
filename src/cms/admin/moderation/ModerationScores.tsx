'use client'

import { Button, useFormModified } from '@payloadcms/ui'
import { type KeyboardEvent, useId, useState } from 'react'

import { MAX_ADMIN_SCORE } from '@/domain/templates/templates'

import { readTemplate, saveTemplate, setFlash, type TemplateAddress } from './api'
import { type ModeratorScores, parseAdminScore, withModeratorScores } from './scores'

type Props = {
  address: TemplateAddress
  scores: ModeratorScores
  boardLinkStatus: string
  boardLinkStatuses: readonly string[]
}

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '1rem 1.5rem' } as const
const label = { display: 'flex', flexDirection: 'column', gap: '0.25rem' } as const
const check = { display: 'inline-flex', alignItems: 'center', gap: '0.4rem', minHeight: '2.5rem' } as const
const control = {
  padding: '0.5rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
} as const

/** Saved on their own through REST, the counters' scores re-read and kept; no form of its own, as it sits inside the admin's edit form. */
export function ModerationScores({ address, scores, boardLinkStatus, boardLinkStatuses }: Props) {
  const modified = useFormModified()
  const [admin, setAdmin] = useState(scores.admin === null ? '' : String(scores.admin))
  const [featured, setFeatured] = useState(scores.featured)
  const [editorsChoice, setEditorsChoice] = useState(scores.editorsChoice)
  const [link, setLink] = useState(boardLinkStatus)
  const [busy, setBusy] = useState(false)
  const [scoreError, setScoreError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  async function save() {
    setError(null)
    const parsed = parseAdminScore(admin)
    if ('error' in parsed) return setScoreError(parsed.error)
    setScoreError(null)
    setBusy(true)
    const current = await readTemplate(address)
    if (!current.ok) {
      setBusy(false)
      return setError(current.message)
    }
    const rows = withModeratorScores(current.value.scores, { admin: parsed.score, featured, editorsChoice })
    const saved = await saveTemplate(address, { scores: rows, boardLinkStatus: link })
    if (!saved.ok) {
      setBusy(false)
      return setError(saved.message)
    }
    setFlash(address.id, 'Scores and board link saved.')
    window.location.reload()
  }

  const enterSaves = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void save()
  }

  return (
    <fieldset disabled={busy || modified} aria-label="Scores and board link" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <div style={row}>
        <label style={label} htmlFor={`${id}-admin`}>
          <span>Admin score (0 to {MAX_ADMIN_SCORE})</span>
          <input
            id={`${id}-admin`}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_ADMIN_SCORE}
            step={1}
            value={admin}
            onChange={(event) => {
              setAdmin(event.target.value)
              setScoreError(null)
            }}
            onKeyDown={enterSaves}
            aria-invalid={scoreError ? true : undefined}
            aria-describedby={scoreError ? `${id}-admin-error` : undefined}
            style={{ ...control, width: '7rem', borderColor: scoreError ? 'var(--theme-error-500)' : control.border }}
          />
        </label>
        <label style={check}>
          <input type="checkbox" checked={featured} onChange={(event) => setFeatured(event.target.checked)} onKeyDown={enterSaves} />
          Featured
        </label>
        <label style={check}>
          <input type="checkbox" checked={editorsChoice} onChange={(event) => setEditorsChoice(event.target.checked)} onKeyDown={enterSaves} />
          Editor’s choice
        </label>
        <label style={label} htmlFor={`${id}-link`}>
          <span>Board link status</span>
          <select id={`${id}-link`} value={link} onChange={(event) => setLink(event.target.value)} onKeyDown={enterSaves} style={control}>
            {boardLinkStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy || modified} onClick={() => void save()}>
          Save scores
        </Button>
      </div>
      {scoreError ? (
        <p id={`${id}-admin-error`} role="alert" style={{ color: 'var(--theme-error-750)', margin: '0.5rem 0 0' }}>
          {scoreError}
        </p>
      ) : null}
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-750)', margin: '0.5rem 0 0' }}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
