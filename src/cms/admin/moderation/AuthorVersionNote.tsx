import { type AuthorVersion, proposalChanges, type ProposalField, relationId, type TemplateContent } from '@/domain/templates/authoring'
import type { CommunityTemplate } from '@/payload-types'

const muted = { color: 'var(--theme-elevation-600)' } as const
const cell = { padding: '0.25rem 0.75rem 0.25rem 0', verticalAlign: 'top', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const

const LABELS: Record<ProposalField, string> = {
  title: 'Title',
  language: 'Language',
  paragraphs: 'Story',
  images: 'Images',
  tags: 'Tags',
  boardId: 'Board',
}

/** At most this many characters of each side: a reminder of what changed, not a second editor. */
const SHORT = 160

function summary(field: ProposalField, content: TemplateContent): string {
  const value = content[field]
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
  let text: string
  if (field === 'paragraphs') text = rows.map((row) => String(row?.text ?? '')).join(' ¶ ')
  else if (field === 'tags') text = rows.map((row) => String(row?.value ?? '')).join(', ')
  else if (field === 'images') text = rows.map((row) => `${String(row?.type ?? '')} (image ${String(relationId(row?.image) ?? '?')})`).join(', ')
  else text = value === null || value === undefined ? '' : String(value)
  return text.length > SHORT ? `${text.slice(0, SHORT)}…` : text || '–'
}

/** While the moderator's edits await the author: the author's kept version of each field the edits change. */
export function AuthorVersionNote({ kept, template }: { kept: AuthorVersion; template: CommunityTemplate }) {
  const changed = proposalChanges(kept, template as TemplateContent)
  return (
    <div
      role="note"
      data-testid="moderation-author-version"
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem', margin: '0.5rem 0' }}
    >
      <p style={{ marginTop: 0 }}>The author’s version is kept. If they reject your edits or you withdraw them, it becomes the template’s content again.</p>
      {changed.length > 0 ? (
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.9em' }}>
          <thead>
            <tr style={muted}>
              <th style={{ ...cell, textAlign: 'left' }}>Field</th>
              <th style={{ ...cell, textAlign: 'left' }}>The author’s version</th>
              <th style={{ ...cell, textAlign: 'left' }}>Your edits</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((field) => (
              <tr key={field}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 600 }}>
                  {LABELS[field]}
                </th>
                <td style={cell}>{summary(field, kept)}</td>
                <td style={cell}>{summary(field, template as TemplateContent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p style={{ ...muted, marginBottom: 0 }}>Your edits match it now.</p>
      )}
    </div>
  )
}
