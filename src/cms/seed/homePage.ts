import type { RequiredDataFromCollectionSlug } from 'payload'

import { paragraphs } from './richText'

const TAGLINE =
  'Plan projects, run sales, launch campaigns and ship software in one place, with the automations, dashboards and integrations your teams already ask for.'

/** The minimal home page a fresh installation starts with; marketers replace it in the admin. */
export function homePage(brandName: string): RequiredDataFromCollectionSlug<'pages'> {
  const title = `${brandName}: one work platform for every team`
  return {
    title,
    path: '/',
    headerVariant: 'main',
    layout: [
      {
        blockType: 'hero',
        heading: title,
        subheading: TAGLINE,
        links: [
          { text: 'See plans and pricing', url: '/pricing', newTab: false },
          { text: 'Contact sales', url: '/sales/contact-us', newTab: false },
        ],
      },
      {
        blockType: 'richText',
        content: paragraphs(
          `${brandName} brings work management, CRM, email campaigns, dev and service together, so every team works from the same live picture.`,
        ),
      },
      {
        blockType: 'featureGrid',
        heading: 'Everything your teams need to get work done',
        intro: 'Build the workflow you need from flexible building blocks, then let the platform do the busywork.',
        items: [
          { title: 'Automations', text: 'Hand the repetitive steps to recipes that run on their own, from status changes to reminders.' },
          { title: 'Dashboards', text: 'See progress, workload and budgets across every project in one live view.' },
          { title: 'Integrations', text: 'Connect the email, chat, files and developer tools your teams already use.' },
          { title: 'Gantt and Kanban', text: 'Plan timelines and move work forward in the view that suits each team.' },
        ],
      },
      {
        blockType: 'productCards',
        heading: 'One platform, a product for every team',
        cards: [
          {
            product: 'work-management',
            title: 'Work management',
            text: 'Plan, run and track projects and processes of every size.',
            link: { text: 'Explore work management', url: '/w/work-management', newTab: false },
          },
          {
            product: 'crm',
            title: 'CRM',
            text: 'Manage leads, deals and customer relationships from first contact to close.',
            link: { text: 'Explore CRM', url: '/crm', newTab: false },
          },
          {
            product: 'marketing_campaigns',
            title: 'Email campaigns',
            text: 'Design, send and measure email campaigns next to the rest of your marketing work.',
            link: { text: 'Explore email campaigns', url: '/w/crm/campaigns', newTab: false },
          },
          {
            product: 'dev',
            title: 'Dev',
            text: 'Plan sprints, track bugs and ship releases with your whole product team.',
            link: { text: 'Explore dev', url: '/w/dev', newTab: false },
          },
          {
            product: 'service',
            title: 'Service',
            text: 'Resolve tickets faster with a service desk connected to every team.',
            link: { text: 'Explore service', url: '/w/service', newTab: false },
          },
        ],
      },
      {
        blockType: 'callToAction',
        heading: 'Start free, invite your team, and switch plans when you grow',
        text: 'No credit card needed. Upgrade, downgrade or add products whenever your teams are ready.',
        primaryLink: { text: 'See plans and pricing', url: '/pricing', newTab: false },
        hasSecondaryLink: true,
        secondaryLink: { text: 'Contact sales', url: '/sales/contact-us', newTab: false },
      },
    ],
    seo: { description: TAGLINE },
    _status: 'published',
  }
}
