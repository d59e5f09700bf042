import type { ProductPageContent } from '../build'

type Section = ProductPageContent['sections'][number]
const section = (heading: string, intro: string, ...items: [string, string][]): Section => ({ heading, intro, items })

/** The use-case pages for departments: HR, team management, creative agencies, client projects. */
export const teamUseCases: Record<string, ProductPageContent> = {
  '/use-cases/hr': {
    overview:
      'HR teams run recruiting, onboarding and employee requests on {brand}: every candidate, new joiner and request on a board, with automations for the paperwork and dashboards for headcount planning.',
    sections: [
      section(
        'Hire the right people, faster',
        'A recruiting pipeline your hiring managers will keep up to date.',
        ['Candidate pipeline', 'Track each candidate from application to offer, with interview feedback in one place.'],
        ['Interview scheduling', 'Calendar integrations book interviews without the email ping-pong.'],
        ['Offer approvals', 'Route offers to finance and leadership for approval automatically.'],
      ),
      section(
        'Onboarding that feels personal',
        'A plan for every new joiner, ready before day one.',
        ['Onboarding checklists', 'IT, facilities and the manager each get their tasks when a hire is confirmed.'],
        ['Welcome portal', 'New joiners see their first-week plan, their buddy and the policies they need.'],
        ['Progress tracking', 'See who has finished onboarding and who needs a hand.'],
      ),
      section(
        'Answer employee requests',
        'Leave, equipment and policy questions in one queue.',
        ['Request forms', 'Employees ask through a form; HR sees every request on one board.'],
        ['Confidential boards', 'Sensitive cases visible only to the people handling them.'],
        ['HR dashboards', 'Headcount, time to hire and request volume at a glance.'],
      ),
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
  '/use-cases/team-management': {
    overview:
      'Know who is working on what, balance the workload and keep your team focused on the work that matters. {brand} gives managers a live picture of their team’s work without micromanaging.',
    sections: [
      section(
        'See everyone’s work at a glance',
        'One view of every assignment, deadline and priority.',
        ['My work', 'Each person sees their tasks from every board, sorted by due date.'],
        ['Team boards', 'Goals, projects and recurring work for the whole team in one place.'],
        ['Status updates', 'Comments and updates on the item itself, not scattered across chat.'],
      ),
      section(
        'Balance the workload',
        'Spot overload before it turns into burnout.',
        ['Workload view', 'See each person’s capacity by week and drag work to someone with room.'],
        ['Time tracking', 'Understand where time goes and estimate better next time.'],
        ['Time off', 'Holidays and leave shown next to the schedule.'],
      ),
      section(
        'Run better meetings',
        'Less status, more decisions.',
        ['One-on-ones', 'A shared agenda board for each direct report.'],
        ['Goals and OKRs', 'Link day-to-day work to quarterly objectives and track progress.'],
        ['Dashboards', 'Weekly progress for your leadership update, built automatically.'],
      ),
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
  '/use-cases/creative-agencies': {
    overview:
      'Creative agencies run briefs, production and approvals on {brand}. Keep every client project on schedule, collect feedback on the asset itself and know which accounts are profitable.',
    sections: [
      section(
        'From brief to delivery',
        'Every project, every client, on time.',
        ['Creative briefs', 'A brief form creates the project with tasks, owners and deadlines.'],
        ['Production schedules', 'Gantt timelines with dependencies across design, copy and development.'],
        ['Resource planning', 'See which designers are free next week before you say yes to a new job.'],
      ),
      section(
        'Approvals without the email chains',
        'Feedback where the work is.',
        ['Proofing', 'Clients comment directly on images, PDFs and videos.'],
        ['Approval flows', 'Versions move to the next reviewer automatically once approved.'],
        ['Client guests', 'Clients see their own projects and nothing else.'],
      ),
      section(
        'Know your margins',
        'Profitability per client and project.',
        ['Time tracking', 'Log hours against projects, with billable and non-billable time.'],
        ['Budgets', 'Compare spend with budget per project as work progresses.'],
        ['Client dashboards', 'Share progress reports with clients in one link.'],
      ),
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
  '/use-cases/client-project-management': {
    overview:
      'Deliver client projects on time and on budget, with clients kept in the loop. {brand} gives services teams one place for scope, schedule, hours and client communication.',
    sections: [
      section(
        'Plan the engagement',
        'A repeatable plan for every client.',
        ['Project templates', 'Turn your best engagement into a template with phases, tasks and milestones.'],
        ['Milestones', 'Key dates and deliverables shared with the client.'],
        ['Dependencies', 'See how a delay in one phase moves the rest.'],
      ),
      section(
        'Keep clients in the loop',
        'Transparency without extra work.',
        ['Client portals', 'Clients see progress, approve deliverables and add requests.'],
        ['Shareable views', 'Send a read-only timeline that is always up to date.'],
        ['Automated updates', 'A weekly summary email to the client, written from the board.'],
      ),
      section(
        'Protect your margin',
        'Catch scope creep early.',
        ['Budget tracking', 'Planned versus actual hours and costs per project.'],
        ['Change requests', 'Log and approve changes before work starts.'],
        ['Portfolio dashboard', 'All client projects, their health and their margin.'],
      ),
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
}
