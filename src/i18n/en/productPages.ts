/** English: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { ProductPageCopy } from '../product-page-copy'

export const productPages = {
  faqHeading: 'Frequently asked questions',
  workManagement: {
    title: 'Work management',
    summary: 'Plan, track and deliver any project, from simple tasks to company-wide portfolios.',
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
  } satisfies ProductPageCopy,
  dev: {
    title: '{brand} dev',
    summary: 'Plan sprints, track bugs and ship releases with your product team.',
    overview:
      '{brand} dev brings product managers, engineers and designers onto one platform: roadmaps, sprints, bugs and releases, connected to the code. Everyone, from the engineer to the CEO, sees what ships and when, without another status meeting.',
    sections: [
      {
        heading: 'Roadmaps everyone can follow',
        intro: 'Connect strategy to the work that delivers it.',
        items: [
          ['Product roadmaps', 'Plan initiatives and epics on a timeline and share a read-only view with the whole company.'],
          ['Feature requests', 'Collect feedback from customers and teams, and prioritise it by impact and effort.'],
          ['Capacity planning', 'Match the roadmap to the people you have before you commit to a date.'],
        ],
      },
      {
        heading: 'Sprints without the overhead',
        intro: 'Agile ceremonies that take minutes, not hours.',
        items: [
          ['Sprint planning', 'Move items from the backlog into a sprint, estimate them with story points and start.'],
          ['Burndown and velocity', 'Charts update as work moves, so you know mid-sprint whether the goal is still in reach.'],
          ['Retrospectives', 'A built-in board for what went well, what did not, and the actions you agreed.'],
        ],
      },
      {
        heading: 'Bugs tracked from report to release',
        intro: 'Triage quickly and keep customers informed.',
        items: [
          ['Bug tracking', 'Severity, reproduction steps, screenshots and an owner for every bug.'],
          ['Git integration', 'Link commits and pull requests from GitHub and GitLab; items move when code is merged.'],
          ['Release notes', 'Generate release notes from the items in a release, ready to publish.'],
        ],
      },
    ],
    story: {
      quote: 'Engineering, product and support finally look at the same list of bugs. Our median time to fix a critical bug fell from nine days to two.',
      person: 'Mei Lin Chen',
      role: 'Head of Engineering',
      company: 'Quantia Health',
    },
    faq: [
      ['Does {brand} dev replace Jira?', 'Many teams move from Jira completely; others sync both ways with our Jira integration while they switch.'],
      ['Which code hosts do you integrate with?', 'GitHub, GitLab and Bitbucket, in the cloud and self-hosted.'],
      ['Can non-engineers use it?', 'Yes. Sales, support and leadership follow roadmaps and request features without learning an engineering tool.'],
    ],
    cta: { heading: 'Try {brand} dev free', text: 'Plan your next sprint in minutes. No credit card needed.' },
  } satisfies ProductPageCopy,
  service: {
    title: '{brand} service',
    summary: 'Resolve tickets faster with AI-powered service management.',
    overview:
      '{brand} service is an AI-powered service desk for IT, HR and customer support teams. Requests arrive from email, a portal or chat, AI sorts and routes them, and agents resolve them with every team they need on the same platform.',
    sections: [
      {
        heading: 'Every request in one queue',
        intro: 'No more requests lost in inboxes and chat threads.',
        items: [
          ['Omnichannel tickets', 'Email, web portal, chat and forms all create tickets in the same queue.'],
          ['Self-service portal', 'A branded portal with a knowledge base answers common questions before they become tickets.'],
          ['SLAs', 'Response and resolution targets per priority, with warnings before a breach.'],
        ],
      },
      {
        heading: 'AI that does the first pass',
        intro: 'Agents start where the AI leaves off.',
        items: [
          ['Auto-triage', 'AI classifies each ticket by type, urgency and sentiment, and routes it to the right team.'],
          ['Suggested replies', 'Draft answers from your knowledge base and past tickets, ready for an agent to review.'],
          ['Similar tickets', 'Spot incidents early when many people report the same problem.'],
        ],
      },
      {
        heading: 'Service that connects the organisation',
        intro: 'Work with the teams behind the answer.',
        items: [
          ['Escalations', 'Escalate to engineering, finance or facilities on their own boards, with the ticket linked.'],
          ['Asset management', 'Track laptops, licences and equipment, and see each asset’s ticket history.'],
          ['Reporting', 'Ticket volume, first response time, CSAT and agent workload on live dashboards.'],
        ],
      },
    ],
    story: {
      quote:
        'We replaced our legacy help desk in six weeks. AI triage handles the first sort, and our first response time dropped from eight hours to under one.',
      person: 'Samuel Adeyemi',
      role: 'IT Service Manager',
      company: 'Meridian University',
    },
    faq: [
      ['Which teams use {brand} service?', 'IT, HR, facilities, legal and customer support teams, each with its own queues and portal.'],
      [
        'Does the AI see my data?',
        'AI features run within {brand}; your data is never used to train models for other customers. Admins can turn AI features off.',
      ],
      ['Can customers submit tickets by email?', 'Yes. Each queue gets its own address, and replies thread back into the ticket.'],
    ],
    cta: { heading: 'Try {brand} service free', text: 'Set up your first queue and portal in an afternoon.' },
  } satisfies ProductPageCopy,
}
