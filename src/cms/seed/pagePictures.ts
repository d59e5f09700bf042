/**
 * Which drawn picture each main page's hero shows, and the home page's logo wall. Kept apart
 * from the pages' words (`homePage.ts`, `siteRoutes.ts`) so that pictures and texts change
 * independently: the seed hands each page through `withPictures` before creating it.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { messages } from '@/i18n/messages'

import type { ScreenKey } from './illustrations/catalogue'
import type { SeededMedia } from './media'

type PageData = RequiredDataFromCollectionSlug<'pages'>

/** The hero picture of each main page, by path (the brand slug's pages have none). */
export const HERO_PICTURES: Record<string, ScreenKey> = {
  '/': 'workBoard',
  '/pricing': 'dashboard',
  '/product': 'dashboard',
  '/templates': 'kanban',
  '/sales/contact-us': 'crmPipeline',
  '/w/work-management': 'workBoard',
  '/crm': 'crmPipeline',
  '/marketing': 'marketingBoard',
  '/w/crm/campaigns': 'campaignEditor',
  '/project-management': 'gantt',
  '/w/dev': 'devSprint',
  '/w/service': 'serviceTickets',
  '/features/automations': 'workBoard',
  '/features/gantt': 'gantt',
  '/features/kanban': 'kanban',
  '/features/dashboards': 'dashboard',
}

/**
 * The page with its hero's picture, and, on the home page, the customers' logos under the hero
 * (the heading in the page's language: a translated home page saves the same blocks).
 */
export function withPictures(page: PageData, media: SeededMedia, customersHeading = messages('en').starterPages.homeCustomersHeading): PageData {
  const key = HERO_PICTURES[page.path]
  const layout = [...(page.layout ?? [])]
  const hero = layout[0]
  if (key && hero?.blockType === 'hero' && !hero.image) layout[0] = { ...hero, image: media.screens[key] }
  if (page.path === '/' && media.customers.length > 0 && !layout.some((block) => block.blockType === 'logoWall')) {
    layout.splice(1, 0, {
      blockType: 'logoWall',
      heading: customersHeading,
      logos: media.customers.map(({ id, name }) => ({ image: id, name })),
    })
  }
  return { ...page, layout }
}
