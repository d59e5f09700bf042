import type { ArrayFieldServerProps } from 'payload'

import type { CommunityTemplate } from '@/payload-types'

import { moderatorOf } from './access'
import { statusLabel } from './actions'
import { type HistoryEntry, historyEntries } from './history'
import { formatDateTime } from './TemplateReview'

const cell = { textAlign: 'left', padding: '0.4rem 0.75rem 0.4rem 0', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
const muted = { color: 'var(--theme-elevation-600)' } as const

const KIND: Record<'staff' | 'member' | 'system', string> = { staff: 'staff', member: 'member', system: '' }

const whoDetail = ({ who }: HistoryEntry) => [KIND[who.kind], who.detail].filter(Boolean).join(', ')

/**
 * The template's history in the edit view, read-only: every status move with when, who (a staff
 * account or the member who shared it), from and to in the spec's words, and a rejection's
 * reason. Replaces the `history` array's own field (the server writes it; nobody edits it).
 */
export async function HistoryField({ data, req }: ArrayFieldServerProps) {
  if (!moderatorOf(req.user)) return null
  const template = (data ?? {}) as Pick<CommunityTemplate, 'history' | 'author' | 'creator'>
  const entries = await historyEntries(req.payload, template)

  return (
    <section aria-labelledby="moderation-history" style={{ margin: '1.5rem 0 2rem' }} className="orbit-moderation__history">
      <h3 id="moderation-history">History</h3>
      {entries.length === 0 ? (
        <p style={muted}>No status moves yet.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={cell} scope="col">
                When
              </th>
              <th style={cell} scope="col">
                Who
              </th>
              <th style={cell} scope="col">
                From
              </th>
              <th style={cell} scope="col">
                To
              </th>
              <th style={cell} scope="col">
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td style={cell}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </td>
                <td style={cell}>
                  {entry.who.name}
                  {whoDetail(entry) ? <small style={muted}> ({whoDetail(entry)})</small> : null}
                </td>
                <td style={cell}>{statusLabel(entry.from)}</td>
                <td style={cell}>{statusLabel(entry.to)}</td>
                <td style={cell}>{entry.reason ?? <span style={muted}>–</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
