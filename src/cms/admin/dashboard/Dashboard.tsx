import type { NavGroupType } from '@payloadcms/ui/shared'
import type { AdminViewServerProps } from 'payload'

import { QUEUE_TABS, queueHref } from '@/cms/admin/moderation/queue'
import { landsOnModerationQueue, RECENT_LEADS_DAYS } from '@/domain/staff/admin-audience'

import { GoToQueue } from './GoToQueue'
import { loadDashboard, type Dashboard as DashboardData } from './load-dashboard'

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
const count = new Intl.NumberFormat('en')

const panel = { border: '1px solid var(--theme-elevation-150)', borderRadius: 6, padding: '1rem 1.25rem', background: 'var(--theme-elevation-0)' } as const
const figure = { fontSize: '2rem', fontWeight: 600, lineHeight: 1.2, display: 'block' } as const
const muted = { color: 'var(--theme-elevation-650)' } as const
const list = { listStyle: 'none', margin: '0.75rem 0 0', padding: 0, display: 'grid', gap: '0.4rem' } as const

type Props = AdminViewServerProps & { navGroups?: NavGroupType[] }

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} style={panel} data-panel={id}>
      <h2 id={id} style={{ fontSize: '1.1rem', margin: '0 0 0.5rem' }}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Figure({ href, value, label, testId }: { href: string; value: number; label: string; testId: string }) {
  return (
    <a href={href} style={{ textDecoration: 'none', color: 'inherit' }} data-testid={testId}>
      <span style={figure}>{count.format(value)}</span>
      <span style={{ textDecoration: 'underline' }}>{label}</span>
    </a>
  )
}

/** The admin's start page: what needs a look today for the signed-in role, each figure linking to its list. */
export async function Dashboard({ initPageResult, navGroups = [] }: Props) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  // A moderator is on the way to their queue: nothing to count for a page they leave at once.
  const queue = landsOnModerationQueue(req.user?.roles) ? queueHref(`${admin}/collections/community-templates`, QUEUE_TABS[0]!) : undefined
  const data = queue ? undefined : await loadDashboard(req.payload, req.user)
  return (
    <div className="gutter gutter--left gutter--right">
      <div className="orbit-dashboard" style={{ margin: '1.5rem 0 3rem' }}>
        <h1 style={{ margin: '0 0 1.5rem' }}>Dashboard</h1>
        {queue ? <GoToQueue href={queue} /> : null}
        {data ? (
          <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', alignItems: 'start' }}>
            <Panels admin={admin} data={data} />
          </div>
        ) : null}
        {navGroups.length > 0 ? <Everything admin={admin} groups={navGroups} /> : null}
      </div>
    </div>
  )
}

function Panels({ admin, data }: { admin: string; data: DashboardData }) {
  const collection = (slug: string) => `${admin}/collections/${slug}`
  return (
    <>
      {data.leads ? (
        <Panel id="dashboard-leads" title="New leads this week">
          <Figure
            testId="dashboard-leads-count"
            href={`${collection('leads')}?where[createdAt][greater_than_equal]=${encodeURIComponent(data.leads.since.toISOString())}&sort=-createdAt`}
            value={data.leads.count}
            label={`${data.leads.count === 1 ? 'lead' : 'leads'} in the last ${RECENT_LEADS_DAYS} days`}
          />
        </Panel>
      ) : null}
      {data.drafts ? (
        <Panel id="dashboard-drafts" title="Drafts">
          <Figure
            testId="dashboard-drafts-count"
            href={`${collection('pages')}?where[_status][equals]=draft&sort=-updatedAt`}
            value={data.drafts.count}
            label={`${data.drafts.count === 1 ? 'page' : 'pages'} with unpublished changes`}
          />
          {data.drafts.latest.length > 0 ? (
            <ul style={list}>
              {data.drafts.latest.map((page) => (
                <li key={page.id}>
                  <a href={`${collection('pages')}/${page.id}`}>{page.title}</a> <code style={muted}>{page.path}</code>
                </li>
              ))}
            </ul>
          ) : null}
        </Panel>
      ) : null}
      {data.scheduled ? (
        <Panel id="dashboard-scheduled" title="Scheduled publications">
          {data.scheduled.length === 0 ? (
            <p style={muted}>Nothing is scheduled. Schedule a page from its Publish button’s menu.</p>
          ) : (
            <ul style={list} data-testid="dashboard-scheduled-list">
              {data.scheduled.map((entry) => (
                <li key={entry.jobId}>
                  <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))} UTC</time>: {entry.action === 'publish' ? 'publish' : 'unpublish'}{' '}
                  {entry.page ? <a href={`${collection('pages')}/${entry.page.id}`}>{entry.page.title}</a> : 'a page'}
                  {entry.locale ? <span style={muted}> ({entry.locale})</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
      {data.abTests ? (
        <Panel id="dashboard-ab-tests" title="Running A/B tests">
          {data.abTests === 'unavailable' ? (
            <p role="alert">The exposures could not be read just now. Try again in a moment.</p>
          ) : data.abTests.length === 0 ? (
            <p style={muted}>
              No test is running. <a href={collection('ab-tests')}>Start one</a>.
            </p>
          ) : (
            <ul style={list} data-testid="dashboard-ab-tests-list">
              {data.abTests.map((test) => (
                <li key={test.id} data-test-name={test.testName}>
                  <a href={`${collection('ab-tests')}/${test.id}`}>{test.testName}</a>
                  <br />
                  <span style={muted}>
                    {test.daysRunning === null ? 'no start date' : test.daysRunning === 1 ? '1 day running' : `${test.daysRunning} days running`},{' '}
                    <span data-testid="exposed">{count.format(test.visitorsExposed)}</span> {test.visitorsExposed === 1 ? 'visitor' : 'visitors'} exposed
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
      {data.templates ? (
        <Panel id="dashboard-templates" title="Community templates">
          <Figure
            testId="dashboard-templates-count"
            href={queueHref(collection('community-templates'), QUEUE_TABS[0]!)}
            value={data.templates.awaitingApproval}
            label={`${data.templates.awaitingApproval === 1 ? 'template' : 'templates'} awaiting approval`}
          />
        </Panel>
      ) : null}
      {data.recentEdits ? (
        <Panel id="dashboard-recent" title="Recent edits">
          {data.recentEdits.length === 0 ? (
            <p style={muted}>Nothing has been edited yet.</p>
          ) : (
            <ul style={list}>
              {data.recentEdits.map((edit) => (
                <li key={`${edit.collection}-${edit.id}`}>
                  <a href={`${collection(edit.collection)}/${edit.id}`}>{edit.title}</a>{' '}
                  <span style={muted}>
                    {edit.label}, <time dateTime={edit.updatedAt}>{dateTime.format(new Date(edit.updatedAt))} UTC</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      ) : null}
    </>
  )
}

function Everything({ admin, groups }: { admin: string; groups: NavGroupType[] }) {
  return (
    <section aria-labelledby="dashboard-everything" style={{ marginTop: '2.5rem' }}>
      <h2 id="dashboard-everything" style={{ fontSize: '1.1rem' }}>
        Everything else
      </h2>
      <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}>
        {groups.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h3 style={{ fontSize: '0.95rem', margin: '0 0 0.4rem', ...muted }}>{group.label}</h3>
            <ul style={{ ...list, margin: 0 }}>
              {group.entities.map((entity) => (
                <li key={`${entity.type}-${entity.slug}`}>
                  <a href={`${admin}/${entity.type}/${entity.slug}`}>{typeof entity.label === 'string' ? entity.label : entity.slug}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  )
}
