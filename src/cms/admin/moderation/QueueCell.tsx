'use client'

import { useConfig } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { type QueueHistoryEntry, waitedText, waitingSince } from '@/domain/templates/moderation-queue'

type Row = {
  title?: string
  createdAt?: string
  creator?: { name?: string | null } | null
  images?: { type?: string; image?: number | { id: number } | null }[] | null
  history?: QueueHistoryEntry[] | null
}

type Thumbnail = { url: string; alt: string } | null

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'number' ? value : value?.id)

/** Shows the author's display name, never their email. */
export function QueueCell({ rowData }: { rowData?: Row }) {
  const { config } = useConfig()
  const [thumbnail, setThumbnail] = useState<Thumbnail>(null)
  const row = rowData ?? {}
  const images = row.images ?? []
  const imageId = idOf((images.find((entry) => entry.type === 'board') ?? images[0])?.image)

  useEffect(() => {
    if (imageId === undefined) return
    const controller = new AbortController()
    fetch(`${config.routes.api}/template-images/${imageId}?depth=0`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return
        const image = (await response.json()) as { url?: string; alt?: string; sizes?: { thumbnail?: { url?: string | null } } }
        const url = image.sizes?.thumbnail?.url || image.url
        if (url) setThumbnail({ url, alt: image.alt || `Board of “${row.title ?? 'the template'}”` })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [imageId, config.routes.api, row.title])

  const since = waitingSince(row)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.6rem' }} data-testid="queue-cell">
      {thumbnail ? (
        <img
          src={thumbnail.url}
          alt={thumbnail.alt}
          width={64}
          height={40}
          style={{ objectFit: 'cover', borderRadius: 3, border: '1px solid var(--theme-elevation-150)' }}
        />
      ) : (
        <span aria-hidden="true" style={{ display: 'inline-block', width: 64, height: 40, borderRadius: 3, background: 'var(--theme-elevation-100)' }} />
      )}
      <span>
        {row.creator?.name || 'Unnamed author'}
        <br />
        {/* The wait is counted from now: the server's now and the browser's may fall in different minutes. */}
        <small title={since ? new Date(since).toUTCString() : undefined} suppressHydrationWarning>
          {waitedText(since, new Date())}
        </small>
      </span>
    </span>
  )
}
