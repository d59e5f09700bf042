import { entryList, fill, type LayoutBlock } from '../build'

type Entry = [title: string, meta: string, summary: string]

const HELP_CENTER: [string, Entry[]][] = [
  [
    'Getting started',
    [
      ['Create your first board', '5 min read', 'Pick a template, add your columns and invite your team.'],
      ['Invite your team and guests', '3 min read', 'Add members, guests and viewers, and choose what each of them can do.'],
      ['Board views explained', '6 min read', 'Table, Kanban, Gantt, calendar and workload: when to use each.'],
    ],
  ],
  [
    'Automations and integrations',
    [
      ['Your first automation', '4 min read', 'Build a recipe that notifies the owner when a status changes.'],
      ['Connect Gmail and Outlook', '5 min read', 'Sync email with the CRM and create items from messages.'],
      ['Automation limits per plan', '2 min read', 'How automation actions are counted and what happens at the limit.'],
    ],
  ],
  [
    'Account and billing',
    [
      ['Change your plan or seats', '3 min read', 'Upgrade, downgrade or add seats; the difference is prorated.'],
      ['Set up single sign-on', '8 min read', 'Configure SAML SSO with Okta, Microsoft Entra ID or Google Workspace.'],
      ['Export your account data', '4 min read', 'Download all boards, files and docs as Excel and ZIP files.'],
    ],
  ],
]

const BLOG: Entry[] = [
  [
    'How to run a project kick-off that sets the tone',
    'Project management · 18 November 2026',
    'An agenda, a RACI and the five questions every kick-off must answer.',
  ],
  [
    'Sales forecasting: 4 methods and when to use them',
    'CRM · 11 November 2026',
    'Stage probability, historical, pipeline coverage and AI forecasting, compared.',
  ],
  ['What 2,000 managers told us about workload', 'Research · 4 November 2026', 'Our yearly survey: where time goes, and what the best teams do differently.'],
  ['Sprint retrospectives that lead to change', 'Dev · 28 October 2026', 'Formats that keep retros fresh, and how to follow up on the actions.'],
  ['Email subject lines: what our data says', 'Email campaigns · 21 October 2026', 'Lessons from 40 million campaign emails sent on {brand}.'],
  ['Building an IT service desk from scratch', 'Service · 14 October 2026', 'Queues, SLAs and a self-service portal in one week.'],
]

const WEBINARS: [string, Entry[]][] = [
  [
    'Upcoming live sessions',
    [
      ['{brand} 101: get started in 45 minutes', 'Live · 3 December 2026, 16:00 CET', 'A guided tour of boards, views and automations, with live Q&A.'],
      ['Forecasting with {brand} CRM', 'Live · 10 December 2026, 17:00 GMT', 'Set up pipelines, probabilities and a forecast dashboard.'],
      ['Planning 2027 with portfolio dashboards', 'Live · 15 January 2027, 10:00 EST', 'How PMOs roll up goals, budgets and risks across projects.'],
    ],
  ],
  [
    'On demand',
    [
      ['Automations masterclass', 'Recording · 52 minutes', 'Twenty recipes that save teams hours every week.'],
      ['Running agile at scale', 'Recording · 47 minutes', 'How Vistula Bank runs twelve Scrum teams on {brand}.'],
      ['Security and admin for enterprise', 'Recording · 38 minutes', 'SSO, permissions, audit logs and data residency explained.'],
    ],
  ],
]

const NEWS: Entry[] = [
  [
    '{brand} opens data centre in Australia',
    'Press release · 12 November 2026',
    'Customers in Australia and New Zealand can now keep their data in the region.',
  ],
  ['{brand} introduces AI service agents', 'Press release · 15 October 2026', 'AI triage and suggested replies are now available on every service plan.'],
  [
    '{brand} named a leader in collaborative work management',
    'Announcement · 2 September 2026',
    'Recognised for the strength of our platform and the breadth of our products.',
  ],
  ['{brand} reports third-quarter results', 'Investor news · 11 August 2026', 'Revenue grew 31% year over year, with more than 240,000 customers.'],
]

const entries = (list: Entry[], brand: string): Entry[] => list.map(([a, b, c]) => [fill(a, brand), b, fill(c, brand)])

export function resourcePages(brand: string): Record<string, LayoutBlock[]> {
  return {
    '/helpcenter': HELP_CENTER.map(([heading, list]) => entryList(heading, entries(list, brand))),
    '/help': HELP_CENTER.slice(0, 1).map(([heading, list]) => entryList(heading, entries(list, brand))),
    '/blog': [entryList('Latest articles', entries(BLOG, brand))],
    '/webinars': WEBINARS.map(([heading, list]) => entryList(heading, entries(list, brand))),
    '/p/news': [entryList('Latest news', entries(NEWS, brand))],
  }
}
