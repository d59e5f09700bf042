'use client'

import { Button, useFormFields, useFormModified } from '@payloadcms/ui'
import { useState } from 'react'

type Props = { id: number; apiRoute: string; winner: string }

/** Offered once the saved experiment has started; confirms first, as the page's published content changes in every language. */
export function PromoteButton({ id, apiRoute, winner }: Props) {
  const modified = useFormModified()
  const status = useFormFields(([fields]) => fields.status?.value)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [asked, setAsked] = useState(false)

  async function promote() {
    setBusy(true)
    setError(null)
    const response = await fetch(`${apiRoute}/ab-tests/${id}/promote`, { method: 'POST', credentials: 'include' }).catch(() => null)
    if (response?.ok) return window.location.reload()
    const body: unknown = await response?.json().catch(() => null)
    const message = (body as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message
    setBusy(false)
    setError(message ?? 'The variant could not be promoted just now. Try again in a moment.')
  }

  if (status === 'draft' || status === undefined) return null
  if (modified) return <p>Save the experiment first: promoting uses what is saved.</p>
  return (
    <div>
      {asked ? (
        <p role="alert">
          The page will show variant <strong>{winner}</strong> to everyone, in every language, as a new published version; the experiment finishes.
        </p>
      ) : null}
      <Button buttonStyle={asked ? 'primary' : 'secondary'} size="small" disabled={busy} onClick={() => (asked ? void promote() : setAsked(true))}>
        {asked ? `Yes, publish ${winner} in the page` : `Promote ${winner} into the page`}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
