import type { ProductPageContent } from '../build'

/** /w/dev: product and engineering teams. */
export const dev: ProductPageContent = {
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
}
