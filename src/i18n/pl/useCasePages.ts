/** English for now: the use-case pages in this language come from another branch. */
// TODO(lead): replaced by the translation from branch usecases2
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'HR management',
    summary: 'Recruiting, onboarding and employee requests, organised.',
    overview:
      'HR teams run recruiting, onboarding and employee requests on {brand}: every candidate, new joiner and request on a board, with automations for the paperwork and dashboards for headcount planning.',
    sections: [
      {
        heading: 'Hire the right people, faster',
        intro: 'A recruiting pipeline your hiring managers will keep up to date.',
        items: [
          ['Candidate pipeline', 'Track each candidate from application to offer, with interview feedback in one place.'],
          ['Interview scheduling', 'Calendar integrations book interviews without the email ping-pong.'],
          ['Offer approvals', 'Route offers to finance and leadership for approval automatically.'],
        ],
      },
      {
        heading: 'Onboarding that feels personal',
        intro: 'A plan for every new joiner, ready before day one.',
        items: [
          ['Onboarding checklists', 'IT, facilities and the manager each get their tasks when a hire is confirmed.'],
          ['Welcome portal', 'New joiners see their first-week plan, their buddy and the policies they need.'],
          ['Progress tracking', 'See who has finished onboarding and who needs a hand.'],
        ],
      },
      {
        heading: 'Answer employee requests',
        intro: 'Leave, equipment and policy questions in one queue.',
        items: [
          ['Request forms', 'Employees ask through a form; HR sees every request on one board.'],
          ['Confidential boards', 'Sensitive cases visible only to the people handling them.'],
          ['HR dashboards', 'Headcount, time to hire and request volume at a glance.'],
        ],
      },
    ],
    story: {
      quote: 'We onboard 60 people a month across four countries. With {brand}, every new joiner has a laptop, accounts and a buddy on day one.',
      person: 'Priya Nair',
      role: 'Head of People Operations',
      company: 'Lumen Travel',
    },
    faq: [
      ['Is employee data kept private?', 'Yes. Private boards, column permissions and audit logs keep personal data visible only to HR.'],
      ['Can it connect to our HRIS?', 'Integrations with BambooHR, Workday and Personio keep employee records in sync.'],
      ['Is there a template to start from?', 'Yes: recruiting pipeline, onboarding checklist and employee requests templates are ready to use.'],
    ],
    cta: { heading: 'Try {brand} for HR free', text: 'Start from the onboarding template and have your next hire’s plan ready today.' },
  },
  teamManagement: {
    title: 'Team management',
    summary: 'Know who is working on what and balance the workload.',
    overview:
      'Know who is working on what, balance the workload and keep your team focused on the work that matters. {brand} gives managers a live picture of their team’s work without micromanaging.',
    sections: [
      {
        heading: 'See everyone’s work at a glance',
        intro: 'One view of every assignment, deadline and priority.',
        items: [
          ['My work', 'Each person sees their tasks from every board, sorted by due date.'],
          ['Team boards', 'Goals, projects and recurring work for the whole team in one place.'],
          ['Status updates', 'Comments and updates on the item itself, not scattered across chat.'],
        ],
      },
      {
        heading: 'Balance the workload',
        intro: 'Spot overload before it turns into burnout.',
        items: [
          ['Workload view', 'See each person’s capacity by week and drag work to someone with room.'],
          ['Time tracking', 'Understand where time goes and estimate better next time.'],
          ['Time off', 'Holidays and leave shown next to the schedule.'],
        ],
      },
      {
        heading: 'Run better meetings',
        intro: 'Less status, more decisions.',
        items: [
          ['One-on-ones', 'A shared agenda board for each direct report.'],
          ['Goals and OKRs', 'Link day-to-day work to quarterly objectives and track progress.'],
          ['Dashboards', 'Weekly progress for your leadership update, built automatically.'],
        ],
      },
    ],
    story: {
      quote: 'I used to spend Monday mornings collecting updates. Now I open the dashboard and spend that hour with my team instead.',
      person: 'Jonas Weber',
      role: 'Customer Success Lead',
      company: 'Fjord Analytics',
    },
    faq: [
      ['How big can a team be?', 'From two people to thousands; workspaces and permissions keep large organisations tidy.'],
      ['Can people see only their own work?', 'Yes. Permissions let you decide who sees and edits each board.'],
      ['Does it work on mobile?', 'Yes, with iOS and Android apps and notifications for what needs attention.'],
    ],
    cta: { heading: 'Try {brand} free', text: 'Invite your team and set up your first board in minutes.' },
  },
  creativeAgencies: {
    title: 'For creative agencies',
    summary: 'Manage briefs, approvals and creative production.',
    overview:
      'Creative agencies run briefs, production and approvals on {brand}. Keep every client project on schedule, collect feedback on the asset itself and know which accounts are profitable.',
    sections: [
      {
        heading: 'From brief to delivery',
        intro: 'Every project, every client, on time.',
        items: [
          ['Creative briefs', 'A brief form creates the project with tasks, owners and deadlines.'],
          ['Production schedules', 'Gantt timelines with dependencies across design, copy and development.'],
          ['Resource planning', 'See which designers are free next week before you say yes to a new job.'],
        ],
      },
      {
        heading: 'Approvals without the email chains',
        intro: 'Feedback where the work is.',
        items: [
          ['Proofing', 'Clients comment directly on images, PDFs and videos.'],
          ['Approval flows', 'Versions move to the next reviewer automatically once approved.'],
          ['Client guests', 'Clients see their own projects and nothing else.'],
        ],
      },
      {
        heading: 'Know your margins',
        intro: 'Profitability per client and project.',
        items: [
          ['Time tracking', 'Log hours against projects, with billable and non-billable time.'],
          ['Budgets', 'Compare spend with budget per project as work progresses.'],
          ['Client dashboards', 'Share progress reports with clients in one link.'],
        ],
      },
    ],
    story: {
      quote: 'Client approvals used to take a week of emails. With proofing in {brand}, most assets are approved in a day.',
      person: 'Olivia Brooks',
      role: 'Managing Director',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['Can clients use it without paying?', 'Yes. Guests on paid plans join for free and see only the boards you share.'],
      ['Can we track billable hours?', 'Yes, with time tracking on the Pro plan and exports for invoicing.'],
      ['Does it integrate with Adobe Creative Cloud?', 'Yes; assets and comments sync with our Adobe integration.'],
    ],
    cta: { heading: 'Try {brand} for agencies free', text: 'Start from the creative production template.' },
  },
  clientProjectManagement: {
    title: 'Client project management',
    summary: 'Deliver client work on time, with clients in the loop.',
    overview:
      'Deliver client projects on time and on budget, with clients kept in the loop. {brand} gives services teams one place for scope, schedule, hours and client communication.',
    sections: [
      {
        heading: 'Plan the engagement',
        intro: 'A repeatable plan for every client.',
        items: [
          ['Project templates', 'Turn your best engagement into a template with phases, tasks and milestones.'],
          ['Milestones', 'Key dates and deliverables shared with the client.'],
          ['Dependencies', 'See how a delay in one phase moves the rest.'],
        ],
      },
      {
        heading: 'Keep clients in the loop',
        intro: 'Transparency without extra work.',
        items: [
          ['Client portals', 'Clients see progress, approve deliverables and add requests.'],
          ['Shareable views', 'Send a read-only timeline that is always up to date.'],
          ['Automated updates', 'A weekly summary email to the client, written from the board.'],
        ],
      },
      {
        heading: 'Protect your margin',
        intro: 'Catch scope creep early.',
        items: [
          ['Budget tracking', 'Planned versus actual hours and costs per project.'],
          ['Change requests', 'Log and approve changes before work starts.'],
          ['Portfolio dashboard', 'All client projects, their health and their margin.'],
        ],
      },
    ],
    story: {
      quote: 'Our clients love the shared timeline, and our project managers save half a day a week on reporting.',
      person: 'Rafael Souza',
      role: 'Head of Delivery',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Can clients see only their own project?', 'Yes. Guests see only the boards you share with them.'],
      ['Can I use my own branding?', 'Client-facing forms and portals carry your logo and colours.'],
      ['Does it support invoicing?', 'Export hours to your invoicing tool, or connect QuickBooks and Xero.'],
    ],
    cta: { heading: 'Try {brand} for client projects free', text: 'Start from the client project template.' },
  },
  productManagement: {
    title: 'Product management',
    summary: 'Roadmaps, feedback and launches in one place.',
    overview: 'Product teams plan roadmaps, gather feedback and run launches on {brand}, with engineering, design and marketing working from the same plan.',
    sections: [
      {
        heading: 'Roadmaps that stay current',
        intro: 'Strategy and delivery in one place.',
        items: [
          ['Roadmap timelines', 'Plan quarters and releases; dates update as the work moves.'],
          ['Prioritisation', 'Score ideas by reach, impact, confidence and effort.'],
          ['Stakeholder views', 'Share a read-only roadmap with sales and leadership.'],
        ],
      },
      {
        heading: 'Listen to customers',
        intro: 'Feedback that reaches the roadmap.',
        items: [
          ['Feedback intake', 'Requests from support, sales and forms land on one board.'],
          ['Linked requests', 'Connect requests to features, and tell customers when they ship.'],
          ['Research repository', 'Interview notes and insights, searchable by theme.'],
        ],
      },
      {
        heading: 'Launch with every team',
        intro: 'Launches without surprises.',
        items: [
          ['Launch checklists', 'Tasks for marketing, support and sales for every release.'],
          ['Release calendar', 'See what ships when, across every product.'],
          ['Launch dashboards', 'Adoption and feedback after the launch.'],
        ],
      },
    ],
    story: {
      quote: 'Our roadmap used to be a slide that was out of date a week later. Now it is a live board the whole company follows.',
      person: 'Aiko Tanaka',
      role: 'Group Product Manager',
      company: 'Sora Mobility',
    },
    faq: [
      ['Does it work with engineering tools?', 'Yes. Sync with Jira, GitHub and GitLab, or run engineering on {brand} dev.'],
      ['Can we keep some plans private?', 'Yes. Private boards and permissions keep early plans to the product team.'],
      ['Is there a roadmap template?', 'Yes, several: quarterly roadmap, release plan and feature requests.'],
    ],
    cta: { heading: 'Try {brand} for product teams free', text: 'Start from the product roadmap template.' },
  },
  agile: {
    title: 'Agile project management',
    summary: 'Sprints, backlogs and retrospectives for agile teams.',
    overview:
      'Agile teams run sprints, backlogs and retrospectives on {brand}, with the flexibility to work in Scrum, Kanban or a mix, and reports the rest of the business understands.',
    sections: [
      {
        heading: 'Backlogs and sprints',
        intro: 'Everything a Scrum team needs.',
        items: [
          ['Backlog grooming', 'Prioritise, estimate and split stories with the whole team.'],
          ['Sprint boards', 'Plan the sprint and track it on a Kanban board.'],
          ['Story points', 'Estimate work and see velocity over time.'],
        ],
      },
      {
        heading: 'Kanban for flow',
        intro: 'Limit work in progress and improve flow.',
        items: [
          ['WIP limits', 'Columns warn when too much work is in progress.'],
          ['Cycle time', 'See how long work takes from start to done.'],
          ['Swimlanes', 'Group by priority, owner or type of work.'],
        ],
      },
      {
        heading: 'Continuous improvement',
        intro: 'Learn from every iteration.',
        items: [
          ['Retrospective board', 'Collect what went well and what to change, then assign actions.'],
          ['Burndown charts', 'Track progress towards the sprint goal every day.'],
          ['Team dashboards', 'Velocity, scope change and bugs per sprint.'],
        ],
      },
    ],
    story: {
      quote: 'We run twelve Scrum teams on {brand}. Planning takes half the time it did, and leadership finally reads our sprint reports.',
      person: 'Lukas Nowak',
      role: 'Agile Coach',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum or Kanban?', 'Both. Use sprints, Kanban flow, or a mix per team.'],
      ['Can we scale agile across teams?', 'Yes. Portfolio boards and dashboards roll up work across teams and programs.'],
      ['Is there a sprint template?', 'Yes: sprint planning, backlog and retrospective templates are included.'],
    ],
    cta: { heading: 'Try {brand} for agile teams free', text: 'Start your first sprint today.' },
  },
  productionManagement: {
    title: 'Production management',
    summary: 'Plan production runs, track orders and manage inventory.',
    overview: 'Manufacturers and production teams plan runs, track orders and manage inventory on {brand}, connecting the shop floor to sales and purchasing.',
    sections: [
      {
        heading: 'Plan production',
        intro: 'A schedule everyone trusts.',
        items: [
          ['Production schedule', 'Plan runs on a Gantt chart with machines and crews.'],
          ['Capacity', 'See the load on each line and shift before accepting an order.'],
          ['Bills of materials', 'Link each order to the parts it needs.'],
        ],
      },
      {
        heading: 'Track every order',
        intro: 'From purchase order to delivery.',
        items: [
          ['Order tracking', 'Status of every order, updated from the floor on mobile.'],
          ['Quality checks', 'Checklists and photos for every inspection.'],
          ['Supplier management', 'Purchase orders and delivery dates per supplier.'],
        ],
      },
      {
        heading: 'Control inventory',
        intro: 'The right stock at the right time.',
        items: [
          ['Inventory board', 'Stock levels per item and location.'],
          ['Reorder alerts', 'Automations warn when stock falls below its minimum.'],
          ['Operations dashboard', 'Output, delays and stock at a glance.'],
        ],
      },
    ],
    story: {
      quote: 'Sales can now see where every order is without calling the plant. On-time delivery went from 78% to 95%.',
      person: 'Marco Bianchi',
      role: 'Operations Director',
      company: 'Officine Rossi',
    },
    faq: [
      ['Does it replace our ERP?', 'No. {brand} works alongside your ERP and syncs orders and stock through integrations or the API.'],
      ['Can the shop floor use it?', 'Yes, on tablets and phones, with simple forms for updates.'],
      ['Is there a production template?', 'Yes: production planning, order tracking and inventory templates.'],
    ],
    cta: { heading: 'Try {brand} for production free', text: 'Start from the production planning template.' },
  },
} satisfies Messages['useCasePages']
