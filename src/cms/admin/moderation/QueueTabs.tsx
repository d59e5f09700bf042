import { redirect } from 'next/navigation'
import type { BeforeListTableServerProps, Where } from 'payload'

import { moderatorOf } from './access'
import { activeQueueTab, landingHref, landsOnQueue, QUEUE_TABS, queueHref, type QueueTab } from './queue'

const tabStyle = (active: boolean, urgent: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.4rem',
    padding: '0.35rem 0.75rem',
    borderRadius: 999,
    border: `1px solid ${active ? 'var(--theme-elevation-800)' : 'var(--theme-elevation-150)'}`,
    background: active ? 'var(--theme-elevation-800)' : 'transparent',
    color: active ? 'var(--theme-elevation-0)' : 'var(--theme-text)',
    fontWeight: urgent ? 600 : 400,
    textDecoration: 'none',
  }) as const

const whereFor = (tab: QueueTab): Where | undefined => (tab.statuses.length > 0 ? { statusCode: { in: [...tab.statuses] } } : undefined)

/** Each tab is the list's own status filter in the address; the plain address lands on Awaiting approval. */
export async function QueueTabs({ payload, user, searchParams }: BeforeListTableServerProps) {
  if (!moderatorOf(user as Parameters<typeof moderatorOf>[0])) return null
  const listPath = `${payload.config.routes.admin}/collections/community-templates`
  if (landsOnQueue(searchParams as Record<string, unknown> | undefined)) redirect(landingHref(listPath))
  const counts = await Promise.all(
    QUEUE_TABS.map(async (tab) => {
      const { totalDocs } = await payload.count({ collection: 'community-templates', where: whereFor(tab), overrideAccess: false, user })
      return totalDocs
    }),
  )
  const active = activeQueueTab(searchParams as Record<string, unknown> | undefined)

  return (
    <nav aria-label="Moderation queue" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: '0 0 1.25rem' }}>
      {QUEUE_TABS.map((tab, index) => {
        const isActive = active?.key === tab.key
        const urgent = tab.waitsForModerator && (counts[index] ?? 0) > 0
        return (
          <a key={tab.key} href={queueHref(listPath, tab)} aria-current={isActive ? 'page' : undefined} style={tabStyle(isActive, urgent)}>
            {tab.label}
            <span style={{ fontVariantNumeric: 'tabular-nums', opacity: 0.8 }}>{counts[index] ?? 0}</span>
          </a>
        )
      })}
    </nav>
  )
}
