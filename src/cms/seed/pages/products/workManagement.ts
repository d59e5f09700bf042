import type { ProductPageContent } from '../build'

/** /w/work-management: the flagship product. */
export const workManagement: ProductPageContent = {
  overview:
    '{brand} work management gives every team one place to plan, run and track their work. Build boards for projects, requests and processes, see them as a table, Kanban, Gantt or calendar, and let automations handle the hand-offs, so managers see progress without chasing status updates.',
  sections: [
    {
      heading: 'Plan any project, your way',
      intro: 'Start from a template or a blank board and shape it to the way your team already works.',
      items: [
        ['Boards for everything', 'Projects, campaigns, requests and processes, with the columns you need: owners, dates, status, budgets and files.'],
        ['Views for every role', 'Switch between table, Kanban, Gantt, calendar and workload views of the same data, without copying anything.'],
        ['Templates to start fast', 'More than 200 templates, from product launches to client onboarding, ready to use in one click.'],
      ],
    },
    {
      heading: 'Automate the busywork',
      intro: 'Recipes anyone can set up in plain language take care of repetitive steps.',
      items: [
        ['No-code automations', '“When status changes to Done, notify the requester and move the item to Delivered.” Set it up in a minute.'],
        ['Reminders that arrive on time', 'Due-date nudges and escalations keep deadlines from slipping unnoticed.'],
        ['Integrations', 'Connect email, chat, calendars, file storage and more than 70 other tools your teams already use.'],
      ],
    },
    {
      heading: 'See the whole picture in real time',
      intro: 'Dashboards roll up data from every board, so leaders see what matters without asking for a report.',
      items: [
        ['Dashboards', 'Combine up to 50 boards into charts, numbers, timelines and workload widgets.'],
        ['Portfolio view', 'Track budgets, risks and milestones across every project in a single roll-up.'],
        ['Workload balancing', 'See who has too much on their plate and reassign work before it becomes a problem.'],
      ],
    },
    {
      heading: 'Secure and ready to scale',
      intro: 'From a team of five to an organisation of 50,000, with the controls IT asks for.',
      items: [
        ['Permissions', 'Board, column and workspace permissions keep sensitive work visible only to the right people.'],
        ['Enterprise security', 'SSO, audit log, data residency in the EU, US or Australia, and ISO 27001 and SOC 2 Type II certification.'],
        ['Guests', 'Invite clients and contractors to the boards they work on, and nothing else.'],
      ],
    },
  ],
  story: {
    quote:
      'We moved 40 teams from spreadsheets and three different tools to {brand} in one quarter. Status meetings went from an hour a week to fifteen minutes, because everyone already sees the same board.',
    person: 'Hannah Okafor',
    role: 'Director of the PMO',
    company: 'Northwind Logistics',
  },
  faq: [
    [
      'How long does it take to get started?',
      'Most teams build their first board in under ten minutes from a template. Larger roll-outs usually take two to six weeks with help from our onboarding team or a certified partner.',
    ],
    ['Can I import my existing projects?', 'Yes. Import from Excel, CSV, Google Sheets, Trello, Asana and Jira, with columns mapped automatically.'],
    ['Is there a free plan?', 'Yes. The Free plan is free forever for up to two seats. Paid plans come with a 14-day free trial, no credit card needed.'],
    ['Which languages does {brand} support?', 'The product is available in 14 languages, and each person chooses their own.'],
  ],
  cta: { heading: 'Try {brand} free', text: 'No credit card needed. Set up your first board in minutes.' },
}
