import type { ProductPageContent } from '../build'

/** /crm: the sales CRM. */
export const crm: ProductPageContent = {
  overview:
    '{brand} CRM is the customer relationship management software your sales team will actually use. Capture leads from every channel, move deals through a pipeline you design, and let automations log emails and set follow-ups, so sellers spend their day selling instead of updating records.',
  sections: [
    {
      heading: 'A pipeline that fits your sales process',
      intro: 'Define your own stages, fields and deal types; no consultant required.',
      items: [
        ['Lead management', 'Capture leads from web forms, email and ads, score them and route them to the right seller automatically.'],
        ['Deal pipeline', 'Drag deals between stages, see the weighted value of each stage, and spot stalled deals at a glance.'],
        ['Contacts and accounts', 'Every email, call, meeting and file for a customer in one timeline.'],
      ],
    },
    {
      heading: 'Automate the admin, not the relationship',
      intro: 'Let the CRM do the data entry.',
      items: [
        ['Email sync', 'Two-way sync with Gmail and Outlook logs every conversation against the right contact.'],
        ['Sequences', 'Send personalised follow-up sequences that stop as soon as the prospect answers.'],
        ['Activity tracking', 'Calls, meetings and tasks are logged and reminders are set without leaving the deal.'],
      ],
    },
    {
      heading: 'Forecast with confidence',
      intro: 'Reports that sales leaders trust, updated in real time.',
      items: [
        ['Sales forecasting', 'Forecast by stage probability, owner and quarter, and compare it with your targets.'],
        ['Dashboards', 'Win rates, pipeline coverage, deal velocity and team performance on one screen.'],
        ['Quotes and invoices', 'Generate branded quotes from a deal with products and prices filled in.'],
      ],
    },
    {
      heading: 'Connected to the rest of the business',
      intro: 'Close the loop between sales, marketing, onboarding and service.',
      items: [
        ['Hand-offs', 'A won deal creates the onboarding project in work management automatically.'],
        ['Email campaigns', 'Send newsletters and nurture campaigns to CRM segments without exporting lists.'],
        ['Mobile apps', 'Update deals and log calls from iOS and Android between meetings.'],
      ],
    },
  ],
  story: {
    quote:
      'Our sellers stopped keeping their own spreadsheets in the first month. With {brand} CRM we see the whole pipeline every Monday, and our forecast accuracy went from 60% to over 90%.',
    person: 'Diego Ramírez',
    role: 'VP of Sales',
    company: 'Brightline Solar',
  },
  faq: [
    [
      'Can I migrate from another CRM?',
      'Yes. Import contacts, accounts and deals from Salesforce, HubSpot, Pipedrive or any CSV file, with your history kept.',
    ],
    ['Does the CRM work with my email?', 'Gmail and Outlook sync both ways; emails, meetings and calls are logged against the right contact.'],
    ['How is CRM priced?', 'Per seat, with Basic, Standard and Pro plans and custom Enterprise pricing. Paying yearly saves 20%.'],
    [
      'Is my customer data secure?',
      'Data is encrypted in transit and at rest, hosted in the region you choose, and covered by our ISO 27001 and SOC 2 Type II certifications.',
    ],
  ],
  cta: { heading: 'Try {brand} CRM free', text: 'Free for 14 days, no credit card needed. Import your contacts in minutes.' },
}
