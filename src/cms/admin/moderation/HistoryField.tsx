import type { ArrayFieldServerProps } from 'payload'

import type { CommunityTemplate } from '@/payload-types'

import { muted, ReportTable } from '../report-table/ReportTable'
import { moderatorOf } from './access'
import { statusLabel } from './actions'
import { type HistoryEntry, historyEntries } from './history'
import { formatDateTime } from './TemplateReview'

const KIND: Record<'staff' | 'member' | 'system', string> = { staff: 'staff', member: 'member', system: '' }

const whoDetail = ({ who }: HistoryEntry) => [KIND[who.kind], who.detail].filter(Boolean).join(', ')

/** Replaces the `history` array's own field: the server writes it and nobody edits it. */
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
        <ReportTable
          rows={entries}
          rowKey={(entry, index) => `${entry.at}-${index}`}
          rowHeader={false}
          columns={[
            { header: 'When', render: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
            {
              header: 'Who',
              render: (entry) => (
                <>
                  {entry.who.name}
                  {whoDetail(entry) ? <small style={muted}> ({whoDetail(entry)})</small> : null}
                </>
              ),
            },
            { header: 'From', render: (entry) => statusLabel(entry.from) },
            { header: 'To', render: (entry) => statusLabel(entry.to) },
            { header: 'Reason', render: (entry) => entry.reason ?? <span style={muted}>–</span> },
          ]}
        />
      )}
    </section>
  )
}
