'use client'

import { Button, useForm, useFormModified } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'
import { flushSync } from 'react-dom'

import { statusCodeOf } from '@/cms/collections/CommunityTemplates/statuses'
import { PROPOSAL_FIELDS } from '@/domain/templates/authoring'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'

import { type ModerationAction, statusLabel } from './actions'
import { nextInQueue, readTemplate, saveTemplate, setFlash, takeFlash, type TemplateAddress } from './api'

type Props = {
  address: TemplateAddress
  adminRoute: string
  /** When the template was shared: "next" is the one shared after it. */
  createdAt: string
  from: string
  actions: ModerationAction[]
  rejectReasons: readonly string[]
  noActions: string
}

const row = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' } as const
const muted = { color: 'var(--theme-elevation-600)' } as const
const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', margin: '0.5rem 0' } as const
const STYLE: Record<ModerationAction['tone'], 'primary' | 'secondary' | 'error'> = { primary: 'primary', secondary: 'secondary', danger: 'error' }

/** Sending edits to the author carries the edits: the server keeps the author's version only from such a save. */
const sendsEdits = (action: ModerationAction) => action.to === TEMPLATE_STATUS.PENDING_USER_TO_APPROVE

function editsIn(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(PROPOSAL_FIELDS.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]))
}

/**
 * The server checks each move again and its refusal is shown as worded; the page reloads after a move.
 * Sending edits to the author saves the unsaved edits with the move, so the server keeps the author's version from before them.
 * The buttons are `type="button"` inside the admin's edit form, so nothing here submits the document.
 */
export function ModerationActions({ address, adminRoute, createdAt, from, actions, rejectReasons, noActions }: Props) {
  const modified = useFormModified()
  const { getData, setModified } = useForm()
  const [open, setOpen] = useState<ModerationAction | null>(null)
  const [reason, setReason] = useState<string>('')
  const [note, setNote] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [flash, setFlashMessage] = useState<string | null>(null)
  const reasonGroup = useId()
  const noteId = useId()
  const approve = actions.find((action) => action.to === TEMPLATE_STATUS.APPROVED)
  // "Approve and next" and the keyboard work the queue of templates awaiting approval.
  const inQueue = statusCodeOf(from) === TEMPLATE_STATUS.PENDING

  useEffect(() => {
    // The note left in sessionStorage by the previous page, readable only once in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFlashMessage(takeFlash(address.id))
  }, [address.id])

  async function move(action: ModerationAction, rejectReason?: string, then: 'reload' | 'next' = 'reload') {
    setBusy(true)
    setError(null)
    // Another moderator (or the author) may have moved it since the page was opened: a move
    // from a status the moderator did not see is not what they meant.
    const current = await readTemplate(address)
    if (!current.ok) {
      setBusy(false)
      return setError(current.message)
    }
    if (current.value.status !== from) {
      setBusy(false)
      const now = statusLabel(statusCodeOf(current.value.status))
      return setError(`This template was moved to ${now} since the page was opened. Reload the page to see what can be done with it now.`)
    }
    const edits = sendsEdits(action) ? editsIn(getData()) : {}
    // A rejection carries the moderator's own words beside the reason; any other move clears an old note.
    const rejection = rejectReason ? { rejectReason, rejectionNote: note.trim() } : action.to === TEMPLATE_STATUS.REJECTED ? {} : { rejectionNote: '' }
    const saved = await saveTemplate(address, { ...edits, status: action.status, ...rejection })
    if (!saved.ok) {
      setBusy(false)
      return setError(saved.message)
    }
    // The edits are saved: without this the admin would ask "leave without saving?" on reload.
    flushSync(() => setModified(false))
    if (then === 'next') return goToNext(`Done: ${statusLabel(action.to)}.`)
    setFlash(address.id, `Done: ${statusLabel(action.to)}.`)
    window.setTimeout(() => window.location.reload(), 0)
  }

  async function goToNext(done: string | null) {
    setBusy(true)
    const next = await nextInQueue(address, createdAt)
    if (!next.ok) {
      setBusy(false)
      return setError(next.message)
    }
    // Full loads, not the router: Payload's edit view keeps the form state of the document it opened.
    if (next.value === null) {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${adminRoute}/collections/community-templates?where[statusCode][in][0]=0`)
      return
    }
    if (done) setFlash(next.value, `${done} This is the next template awaiting approval.`)
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${adminRoute}/collections/community-templates/${next.value}`)
  }

  // Keyboard: Alt+Shift+A approves, Alt+Shift+N approves and opens the next, Alt+Shift+S skips to the next.
  useEffect(() => {
    if (!inQueue) return
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || busy) return
      if (event.code === 'KeyA' && approve && !modified) {
        event.preventDefault()
        void move(approve)
      } else if (event.code === 'KeyN' && approve && !modified) {
        event.preventDefault()
        void move(approve, undefined, 'next')
      } else if (event.code === 'KeyS') {
        event.preventDefault()
        void goToNext(null)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const done = flash ? (
    <p role="status" style={{ color: 'var(--theme-success-750)', fontWeight: 600 }}>
      {flash}
    </p>
  ) : null

  if (actions.length === 0) {
    return (
      <div>
        {done}
        <p style={muted}>{noActions}</p>
      </div>
    )
  }

  return (
    <div>
      {done}
      {modified ? (
        <p role="note" style={{ ...box, borderColor: 'var(--theme-warning-500)' }}>
          {actions.some(sendsEdits)
            ? 'You have unsaved changes. Send them to the author for approval, or save them (or reload the page to drop them) before any other move.'
            : 'You have unsaved changes. Save them (or reload the page to drop them) before moving the template.'}
        </p>
      ) : null}

      <div style={row} role="group" aria-label="Moderation actions">
        {actions.map((action) => (
          <Button
            key={action.status}
            buttonStyle={STYLE[action.tone]}
            size="medium"
            margin={false}
            disabled={busy || (sendsEdits(action) ? !modified : modified)}
            onClick={() => {
              setError(null)
              if (action.needsReason || action.confirm) {
                setReason('')
                setNote('')
                setOpen(action)
              } else void move(action)
            }}
          >
            {action.needsReason ? `${action.label}…` : action.label}
          </Button>
        ))}
        {inQueue && approve ? (
          <Button buttonStyle="primary" size="medium" margin={false} disabled={busy || modified} onClick={() => void move(approve, undefined, 'next')}>
            Approve and next
          </Button>
        ) : null}
        {inQueue ? (
          <Button buttonStyle="secondary" size="medium" margin={false} disabled={busy} onClick={() => void goToNext(null)}>
            Skip to next
          </Button>
        ) : null}
      </div>
      {inQueue ? (
        <p style={{ ...muted, fontSize: '0.85em', margin: '0.4rem 0 0' }} data-testid="moderation-shortcuts">
          Keyboard: <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>A</kbd> approve, <kbd>Alt</kbd>+<kbd>Shift</kbd>+<kbd>N</kbd> approve and next, <kbd>Alt</kbd>+
          <kbd>Shift</kbd>+<kbd>S</kbd> skip to next.
        </p>
      ) : null}

      {open?.needsReason ? (
        <fieldset style={box} disabled={busy}>
          <legend>Why does it need changes? The author is told.</legend>
          <div style={row}>
            {rejectReasons.map((option) => (
              <label key={option} style={{ display: 'inline-flex', gap: '0.35rem', alignItems: 'center', marginRight: '1rem' }}>
                <input type="radio" name={reasonGroup} value={option} checked={reason === option} onChange={() => setReason(option)} />
                {option}
              </label>
            ))}
          </div>
          <div style={{ marginTop: '0.75rem' }}>
            <label htmlFor={noteId} style={{ display: 'block', marginBottom: '0.25rem' }}>
              Note to the author (optional): what to change, in your own words
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={1000}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              style={{
                width: '100%',
                font: 'inherit',
                padding: '0.4rem',
                background: 'var(--theme-input-bg)',
                color: 'var(--theme-text)',
                border: '1px solid var(--theme-elevation-250)',
                borderRadius: 4,
              }}
            />
          </div>
          <div style={{ ...row, marginTop: '0.75rem' }}>
            <Button buttonStyle="primary" size="medium" margin={false} disabled={busy || reason === ''} onClick={() => void move(open, reason)}>
              Send back with this reason
            </Button>
            <Button buttonStyle="secondary" size="medium" margin={false} onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </fieldset>
      ) : null}

      {open?.confirm ? (
        <div style={{ ...box, borderColor: 'var(--theme-error-500)' }} role="alertdialog" aria-label={open.label}>
          <p style={{ marginTop: 0 }}>{open.confirm}</p>
          <div style={row}>
            <Button buttonStyle="error" size="medium" margin={false} disabled={busy} onClick={() => void move(open)}>
              {`Yes, ${open.label.toLowerCase()}`}
            </Button>
            <Button buttonStyle="secondary" size="medium" margin={false} onClick={() => setOpen(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}

      {error ? (
        <p role="alert" style={{ ...box, borderColor: 'var(--theme-error-500)', color: 'var(--theme-error-750)' }}>
          {error}
        </p>
      ) : null}

      <ul style={{ ...muted, margin: '0.5rem 0 0', paddingLeft: '1.25rem', fontSize: '0.9em' }}>
        {actions.map((action) => (
          <li key={action.status}>
            <strong>{action.label}</strong>: {action.hint}
          </li>
        ))}
      </ul>
    </div>
  )
}
