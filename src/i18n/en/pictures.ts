/** English: what each hero picture the seed draws shows, its alt text in the media library. */
export const pictures = {
  workBoard: 'A project board in the work-management product: tasks in groups, each with its owner, a coloured status, a due date and a priority.',
  kanban: 'A Kanban board: task cards with tags and owners in columns from to do to done.',
  gantt: 'A Gantt chart: project tasks as bars across eight weeks, with dependencies, milestones and a line for today.',
  dashboard: 'A dashboard: four key figures, a bar chart of work done per month with a trend line, a status breakdown and each person’s workload.',
  crmPipeline: 'The CRM’s deal pipeline: deals as cards in stages from new lead to won, each with its value and owner.',
  campaignEditor: 'The email campaign editor: content blocks, the email being designed with its banner and button, and the last send’s open and click rates.',
  marketingBoard: 'A marketing team’s campaign board: content pieces in groups, each with its owner, a coloured status, a publishing date and a channel.',
  devSprint: 'The dev product’s sprint board: a burn-down chart above stories and bugs with story points, moving from backlog to done.',
  serviceTickets: 'The service desk’s ticket queue: open, pending and solved counts above tickets with requester, priority, status and time left.',
}
