import type { ProductPageContent } from '../build'

/** /w/crm/campaigns: email campaigns. */
export const emailCampaigns: ProductPageContent = {
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
}
