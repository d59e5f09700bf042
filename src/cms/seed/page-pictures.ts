/** Which picture each page's hero shows, kept apart from the pages' words so pictures and texts change independently. */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { seedCopy } from './copy'
import type { ScreenKey } from './illustrations/catalogue'
import type { SeededMedia } from './media'

type PageData = RequiredDataFromCollectionSlug<'pages'>

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

/** On the home page also the customers' logos, with the heading in the page's language. */
export function withPictures(page: PageData, media: SeededMedia, customersHeading = seedCopy('en').starterPages.homeCustomersHeading): PageData {
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
