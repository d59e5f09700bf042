/** English: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { ProductPageCopy } from '../product-page-copy'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'The CRM your sales team will actually use: manage leads, deals and accounts.',
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
  } satisfies ProductPageCopy,
  crmFormHeading: 'See the CRM in action',
  crmFormIntro: 'Book a personal demo with a CRM expert.',
  emailCampaigns: {
    title: 'Email campaigns',
    summary: 'Send email campaigns from the same place you manage your contacts.',
    overview:
      '{brand} email campaigns lets marketing and sales send newsletters, announcements and nurture campaigns to the contacts already in your CRM. Design with a drag-and-drop editor, send at the right time, and see opens, clicks and revenue next to the rest of your marketing work.',
    sections: [
      {
        heading: 'Design emails in minutes',
        intro: 'Beautiful, on-brand emails without a designer.',
        items: [
          ['Drag-and-drop editor', 'Build responsive emails from blocks, or start from one of 50 templates.'],
          ['Brand kit', 'Your logo, colours and fonts applied to every campaign automatically.'],
          ['AI writing assistant', 'Draft subject lines and copy, then test variations against each other.'],
        ],
      },
      {
        heading: 'Reach the right people',
        intro: 'Segments built from live CRM data.',
        items: [
          ['Segments', 'Target contacts by deal stage, industry, location or past engagement.'],
          ['Automated journeys', 'Welcome series, renewals and re-engagement campaigns that run on their own.'],
          ['Consent management', 'Double opt-in, unsubscribe links and preference centres that respect the GDPR.'],
        ],
      },
      {
        heading: 'Measure what matters',
        intro: 'From open rates to revenue.',
        items: [
          ['Campaign reports', 'Opens, clicks, bounces and unsubscribes per campaign and per link.'],
          ['A/B testing', 'Test subject lines and content on a sample, then send the winner to everyone else.'],
          ['Revenue attribution', 'See which campaigns influenced deals in your CRM pipeline.'],
        ],
      },
    ],
    story: {
      quote:
        'Marketing and sales finally share one contact list. Our newsletter now goes to segments built from live deals, and click rates doubled in three months.',
      person: 'Chloé Martin',
      role: 'Marketing Manager',
      company: 'Atelier Verde',
    },
    faq: [
      ['How many emails can I send?', 'Each plan includes a monthly sending allowance per seat; larger volumes are available on request.'],
      ['Will my emails reach the inbox?', 'We handle SPF, DKIM and DMARC set-up with you and monitor sending reputation on dedicated infrastructure.'],
      ['Can I import my existing subscribers?', 'Yes, with their consent records, from a CSV file or from Mailchimp.'],
    ],
    cta: { heading: 'Try {brand} email campaigns free', text: 'Send your first campaign today. No credit card needed.' },
  } satisfies ProductPageCopy,
  contactTitle: 'Contact sales',
  contactSummary: 'Tell us about your team and we will find the right plan together.',
  contactFormHeading: 'Tell us about your team',
  contactFormIntro: 'A sales expert will help you find the right plan and answer your questions.',
  /** The body of a page that has none of its own yet (contact sales among them), above the closing call to action. */
  defaultBody: '{brand} keeps every team on the same page, from the first plan to the final delivery.',
  defaultBodyMore: 'Start from a template, invite your team, and shape the workflow as you go: no code needed.',
}
