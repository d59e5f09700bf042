import type { RequiredDataFromCollectionSlug } from 'payload'

import { paragraphs } from './richText'

/** The minimal home page a fresh installation starts with; marketers replace it in the admin. */
export function homePage(brandName: string): RequiredDataFromCollectionSlug<'pages'> {
  return {
    title: `${brandName}: one work platform for every team`,
    path: '/',
    summary:
      'Plan projects, run sales, launch campaigns and ship software in one place, with the automations, dashboards and integrations your teams already ask for.',
    body: paragraphs(
      `${brandName} brings work management, CRM, email campaigns, dev and service together, so every team works from the same live picture.`,
      'Start free, invite your team, and switch plans when you grow.',
    ),
    _status: 'published',
  }
}
