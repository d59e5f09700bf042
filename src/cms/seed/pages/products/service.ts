import type { ProductPageContent } from '../build'

/** /w/service: the service desk. */
export const service: ProductPageContent = {
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
}
