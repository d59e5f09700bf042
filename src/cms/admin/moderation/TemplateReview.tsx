import { LOCALES } from '@/domain/locales'
import { countWords, MIN_PARAGRAPH_WORDS, TAG_CATEGORIES, TEMPLATE_IMAGE_TYPES, type TemplateImageType } from '@/domain/templates/templates'
import type { CommunityTemplate, TemplateImage } from '@/payload-types'

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const muted = { color: 'var(--theme-elevation-600)' } as const
const column = { flex: '1 1 22rem', minWidth: 0 } as const

const IMAGE_LABELS: Record<TemplateImageType, string> = { selfie: 'Selfie', board: 'Board' }

const TAG_LABELS: Record<string, string> = {
  [TAG_CATEGORIES.tools]: 'Tools',
  [TAG_CATEGORIES.industry]: 'Industry',
  [TAG_CATEGORIES.teamSize]: 'Team size',
  [TAG_CATEGORIES.boardUsage]: 'Board usage',
  [TAG_CATEGORIES.categories]: 'Categories',
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '–' : `${dateTime.format(date)} UTC`
}

/** The populated upload of an image row; an id alone (not readable, or not populated) gives nothing to show. */
function imageDoc(value: unknown): TemplateImage | null {
  return value && typeof value === 'object' && 'id' in value ? (value as TemplateImage) : null
}

function ImageFigure({ type, image, title }: { type: TemplateImageType; image: TemplateImage | null; title: string }) {
  const label = IMAGE_LABELS[type]
  if (!image?.url) {
    return (
      <figure style={{ margin: '0 0 1rem' }}>
        <figcaption>
          <strong>{label}</strong>
        </figcaption>
        <p role="note" style={{ color: 'var(--theme-error-750)' }}>
          No {label.toLowerCase()} image.
        </p>
      </figure>
    )
  }
  const src = image.sizes?.card?.url || image.url
  const size = image.width && image.height ? `${image.width} × ${image.height} px` : null
  return (
    <figure style={{ margin: '0 0 1rem' }}>
      <img
        src={src}
        alt={image.alt || `${label} of “${title}”`}
        style={{ display: 'block', maxWidth: '100%', maxHeight: '24rem', objectFit: 'contain', border: '1px solid var(--theme-elevation-150)' }}
      />
      <figcaption style={{ marginTop: '0.35rem' }}>
        <strong>{label}</strong>
        {size ? <span style={muted}> · {size}</span> : null} ·{' '}
        <a href={image.url} target="_blank" rel="noreferrer">
          Open full size
        </a>
      </figcaption>
    </figure>
  )
}

/** Shows the saved document: edits made in the form appear once saved. */
export function TemplateReview({ template }: { template: CommunityTemplate }) {
  const images = template.images ?? []
  const language = LOCALES.find((locale) => locale.code === template.language)?.name ?? template.language ?? '–'
  const tagsByCategory = new Map<string, string[]>()
  for (const tag of template.tags ?? []) {
    const label = TAG_LABELS[tag.category] ?? `Category ${tag.category}`
    tagsByCategory.set(label, [...(tagsByCategory.get(label) ?? []), tag.value])
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem 2rem', alignItems: 'flex-start' }} className="orbit-moderation__review">
      <section aria-labelledby="moderation-images" style={{ ...column, flex: '1 1 18rem' }}>
        <h3 id="moderation-images">Images</h3>
        {TEMPLATE_IMAGE_TYPES.map((type) => {
          const rows = images.filter((row) => row.type === type)
          if (rows.length === 0) return <ImageFigure key={type} type={type} image={null} title={template.title} />
          return rows.map((row, index) => <ImageFigure key={row.id ?? `${type}-${index}`} type={type} image={imageDoc(row.image)} title={template.title} />)
        })}
      </section>

      <section aria-labelledby="moderation-text" style={{ ...column, flex: '2 1 24rem' }}>
        <h3 id="moderation-text">Text</h3>
        <p style={{ fontSize: '1.25em', fontWeight: 600, margin: '0 0 0.25rem' }}>{template.title}</p>
        <p style={{ ...muted, marginTop: 0 }}>
          By {template.creator?.name || 'an unnamed author'}
          {template.creator?.email ? (
            <>
              {' '}
              (<a href={`mailto:${template.creator.email}`}>{template.creator.email}</a>)
            </>
          ) : null}{' '}
          · {language} · shared {formatDateTime(template.createdAt)}
        </p>
        <ol style={{ paddingLeft: '1.25rem' }}>
          {template.paragraphs.map((paragraph, index) => {
            const words = countWords(paragraph.text)
            const short = words < MIN_PARAGRAPH_WORDS
            return (
              <li key={paragraph.id ?? index} style={{ marginBottom: '0.75rem' }}>
                <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{paragraph.text}</p>
                <small style={short ? { color: 'var(--theme-error-750)' } : muted}>
                  {words} words{short ? `: under the ${MIN_PARAGRAPH_WORDS} a story paragraph needs` : ''}
                </small>
              </li>
            )
          })}
        </ol>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
          {[...tagsByCategory].map(([label, values]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={muted}>{label}</dt>
              <dd style={{ margin: 0 }}>{values.join(', ')}</dd>
            </div>
          ))}
          <dt style={muted}>Board</dt>
          <dd style={{ margin: 0 }}>{template.boardId ? <code>{template.boardId}</code> : '–'}</dd>
          <dt style={muted}>Terms</dt>
          <dd style={{ margin: 0 }}>{template.termsAccepted ? `Accepted ${formatDateTime(template.termsAcceptedAt)}` : 'Not accepted'}</dd>
        </dl>
      </section>
    </div>
  )
}
