import type { ProductPageContent } from '../build'

type Section = ProductPageContent['sections'][number]
const section = (heading: string, intro: string, ...items: [string, string][]): Section => ({ heading, intro, items })

/** The use-case pages for delivery teams: product, agile and production management. */
export const deliveryUseCases: Record<string, ProductPageContent> = {
  '/use-cases/product-management': {
    overview: 'Product teams plan roadmaps, gather feedback and run launches on {brand}, with engineering, design and marketing working from the same plan.',
    sections: [
      section(
        'Roadmaps that stay current',
        'Strategy and delivery in one place.',
        ['Roadmap timelines', 'Plan quarters and releases; dates update as the work moves.'],
        ['Prioritisation', 'Score ideas by reach, impact, confidence and effort.'],
        ['Stakeholder views', 'Share a read-only roadmap with sales and leadership.'],
      ),
      section(
        'Listen to customers',
        'Feedback that reaches the roadmap.',
        ['Feedback intake', 'Requests from support, sales and forms land on one board.'],
        ['Linked requests', 'Connect requests to features, and tell customers when they ship.'],
        ['Research repository', 'Interview notes and insights, searchable by theme.'],
      ),
      section(
        'Launch with every team',
        'Launches without surprises.',
        ['Launch checklists', 'Tasks for marketing, support and sales for every release.'],
        ['Release calendar', 'See what ships when, across every product.'],
        ['Launch dashboards', 'Adoption and feedback after the launch.'],
      ),
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
  '/use-cases/agile': {
    overview:
      'Agile teams run sprints, backlogs and retrospectives on {brand}, with the flexibility to work in Scrum, Kanban or a mix, and reports the rest of the business understands.',
    sections: [
      section(
        'Backlogs and sprints',
        'Everything a Scrum team needs.',
        ['Backlog grooming', 'Prioritise, estimate and split stories with the whole team.'],
        ['Sprint boards', 'Plan the sprint and track it on a Kanban board.'],
        ['Story points', 'Estimate work and see velocity over time.'],
      ),
      section(
        'Kanban for flow',
        'Limit work in progress and improve flow.',
        ['WIP limits', 'Columns warn when too much work is in progress.'],
        ['Cycle time', 'See how long work takes from start to done.'],
        ['Swimlanes', 'Group by priority, owner or type of work.'],
      ),
      section(
        'Continuous improvement',
        'Learn from every iteration.',
        ['Retrospective board', 'Collect what went well and what to change, then assign actions.'],
        ['Burndown charts', 'Track progress towards the sprint goal every day.'],
        ['Team dashboards', 'Velocity, scope change and bugs per sprint.'],
      ),
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
  '/use-cases/production-management': {
    overview: 'Manufacturers and production teams plan runs, track orders and manage inventory on {brand}, connecting the shop floor to sales and purchasing.',
    sections: [
      section(
        'Plan production',
        'A schedule everyone trusts.',
        ['Production schedule', 'Plan runs on a Gantt chart with machines and crews.'],
        ['Capacity', 'See the load on each line and shift before accepting an order.'],
        ['Bills of materials', 'Link each order to the parts it needs.'],
      ),
      section(
        'Track every order',
        'From purchase order to delivery.',
        ['Order tracking', 'Status of every order, updated from the floor on mobile.'],
        ['Quality checks', 'Checklists and photos for every inspection.'],
        ['Supplier management', 'Purchase orders and delivery dates per supplier.'],
      ),
      section(
        'Control inventory',
        'The right stock at the right time.',
        ['Inventory board', 'Stock levels per item and location.'],
        ['Reorder alerts', 'Automations warn when stock falls below its minimum.'],
        ['Operations dashboard', 'Output, delays and stock at a glance.'],
      ),
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
}
