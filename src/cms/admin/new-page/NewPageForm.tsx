'use client'

import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import { slugify } from '@/domain/articles/addresses'
import { validatePagePath } from '@/domain/routing/paths'

type PayloadErrors = { errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[] }

/** Payload's answer to a refused save, in words about this form. */
function refusal(body: PayloadErrors, path: string): string {
  const field = body.errors?.[0]?.data?.errors?.[0]
  if (field?.path === 'path' && /unique/i.test(field.message ?? '')) return `A page already lives at ${path}: choose another address.`
  return field?.message ?? body.errors?.[0]?.message ?? 'The page could not be created. Try again in a moment.'
}

/** Payload's theme variables, so the form reads like the admin's own fields in light and dark. */
const FIELD = { display: 'grid', gap: '0.4rem', marginBottom: '1.25rem', maxWidth: '40rem' } as const
const INPUT = {
  font: 'inherit',
  padding: '0.6rem 0.75rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 3px)',
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-text)',
} as const
const HELP = { margin: 0, color: 'var(--theme-elevation-500)', fontSize: '0.85em' } as const
const ERROR = { color: 'var(--theme-error-500, #b00020)', fontWeight: 600 } as const

export function NewPageForm() {
  const { config } = useConfig()
  const router = useRouter()
  const [title, setTitle] = useState('')
  const [typedPath, setTypedPath] = useState<string>()
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  // Suggested from the title until the editor types an address of their own.
  const path = typedPath ?? (title.trim() ? `/${slugify(title)}` : '')

  async function create(event: FormEvent) {
    event.preventDefault()
    const pathCheck = validatePagePath(path)
    if (!title.trim()) return setError('Give the page a title.')
    if (pathCheck !== true) return setError(pathCheck)
    setError(undefined)
    setSaving(true)
    try {
      const response = await fetch(`${config.routes.api}/pages?draft=true`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: title.trim(), path, _status: 'draft' }),
      })
      const body = (await response.json().catch(() => ({}))) as PayloadErrors & { doc?: { id?: number } }
      if (!response.ok || body.doc?.id === undefined) {
        setError(refusal(body, path))
        return
      }
      router.push(`${config.routes.admin}/collections/pages/${body.doc.id}`)
    } catch {
      setError('The page could not be created: the connection failed. Try again in a moment.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={create} noValidate>
      <h1>New page</h1>
      <p>Name the page and choose its address; it is stored as a draft, which only staff can see until it is published.</p>
      <div style={FIELD}>
        <label htmlFor="new-page-title">Title</label>
        <input id="new-page-title" style={INPUT} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={160} autoFocus />
      </div>
      <div style={FIELD}>
        <label htmlFor="new-page-path">Path</label>
        <input
          id="new-page-path"
          style={INPUT}
          value={path}
          onChange={(event) => setTypedPath(event.target.value)}
          maxLength={200}
          aria-describedby="new-page-path-help"
        />
        <p id="new-page-path-help" style={HELP}>
          Where the page lives, for example /w/spring-launch.
        </p>
      </div>
      {error ? (
        <p role="alert" style={ERROR}>
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={saving}>
        {saving ? 'Creating…' : 'Create page'}
      </Button>
    </form>
  )
}
