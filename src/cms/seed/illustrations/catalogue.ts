/** Hero pictures are 1200 × 800, enough for the hero's column on a high-density screen; the media sizes make the rest. */
import { PRODUCTS } from '@/domain/products'

import { seedCopy } from '../copy'
import { boardTable, kanban, onboardingChecklist, sprintBoard, ticketQueue } from './boards'
import { lettering } from './lettering'
import { CUSTOMER_NAME_BOX, CUSTOMER_SIZE, CUSTOMERS, customerLogo, portrait, PORTRAIT_SIZE } from './marks'
import { dashboard, gantt } from './planning'
import { campaignEditor, crmPipeline } from './sales'
import type { Size } from './svg'

export const HERO_SIZE: Size = { width: 1200, height: 800 }

export type Illustration = {
  /** The file name in the media library (without extension): also how the seed finds it again. */
  file: string
  size: Size
  alt: string
  draw: () => string | Promise<string>
  /** Photos and screens as WebP; logos as PNG, whose flat colours stay crisp. */
  format: 'webp' | 'png'
}

const colour = (product: keyof typeof PRODUCTS) => PRODUCTS[product].brandColour

const screen = (file: string, alt: string, draw: (size: Size, accent: string) => string, accent: string): Illustration => ({
  file,
  size: HERO_SIZE,
  alt,
  draw: () => draw(HERO_SIZE, accent),
  format: 'webp',
})

/** The hero screens' alt texts are English here; the seed writes each translated language's too. */
const alts = seedCopy('en').pictures

export const SCREENS = {
  workBoard: screen('illustration-work-board', alts.workBoard, boardTable, colour('work-management')),
  kanban: screen('illustration-kanban', alts.kanban, kanban, colour('work-management')),
  gantt: screen('illustration-gantt', alts.gantt, gantt, colour('projects')),
  dashboard: screen('illustration-dashboard', alts.dashboard, dashboard, colour('work-management')),
  crmPipeline: screen('illustration-crm-pipeline', alts.crmPipeline, crmPipeline, colour('crm')),
  campaignEditor: screen('illustration-email-campaign', alts.campaignEditor, campaignEditor, colour('marketing_campaigns')),
  marketingBoard: screen('illustration-marketing-board', alts.marketingBoard, boardTable, colour('marketer')),
  devSprint: screen('illustration-dev-sprint', alts.devSprint, sprintBoard, colour('dev')),
  serviceTickets: screen('illustration-service-tickets', alts.serviceTickets, ticketQueue, colour('service')),
} satisfies Record<string, Illustration>

export type ScreenKey = keyof typeof SCREENS

export const SCREEN_KEYS = Object.keys(SCREENS) as [ScreenKey, ...ScreenKey[]]

export const CUSTOMER_LOGOS: Record<string, Illustration> = Object.fromEntries(
  CUSTOMERS.map((customer) => [
    customer.key,
    {
      file: `customer-logo-${customer.key}`,
      size: CUSTOMER_SIZE,
      alt: customer.name,
      draw: async () => customerLogo(customer, await lettering(customer.name, customer.colour, CUSTOMER_NAME_BOX)),
      format: 'png' as const,
    },
  ]),
)

export const PORTRAITS: Illustration[] = Array.from({ length: 6 }, (_, index) => ({
  file: `community-author-${index + 1}`,
  size: PORTRAIT_SIZE,
  alt: 'The template author’s portrait',
  draw: () => portrait(index),
  format: 'webp' as const,
}))

/** Drawn at the hero's size, then scaled down for the cards. */
export const TEMPLATE_BOARD_SIZE: Size = { width: 720, height: 480 }

/** Each community template's board picture, named by what it shows: a template picks its own (src/cms/seed/templates.ts). */
const BOARD_DRAWINGS = {
  contentCalendar: { draw: kanban, accent: colour('marketer'), alt: 'A content calendar board in Kanban columns' },
  salesPipeline: { draw: crmPipeline, accent: colour('crm'), alt: 'A sales pipeline board with deals by stage' },
  requestIntake: { draw: boardTable, accent: colour('projects'), alt: 'A request intake board with owners and statuses' },
  eventPlan: { draw: gantt, accent: colour('work-management'), alt: 'An event plan as a timeline of tasks' },
  assetTracker: { draw: ticketQueue, accent: colour('service'), alt: 'An asset tracker table with priorities and statuses' },
  onboardingChecklist: {
    draw: onboardingChecklist,
    accent: colour('work-management'),
    alt: 'A new joiner’s onboarding checklist: tasks before day one and in the first week, each with an owner and a due date',
  },
  bugTriage: { draw: sprintBoard, accent: colour('dev'), alt: 'A bug triage board with story points' },
} satisfies Record<string, { draw: (size: Size, accent: string) => string; accent: string; alt: string }>

export type TemplateBoardKey = keyof typeof BOARD_DRAWINGS

export const TEMPLATE_BOARDS = Object.fromEntries(
  Object.entries(BOARD_DRAWINGS).map(([key, { draw, accent, alt }]) => [
    key,
    { file: `template-board-${key}`, size: TEMPLATE_BOARD_SIZE, alt, draw: () => draw(HERO_SIZE, accent), format: 'webp' as const },
  ]),
) as Record<TemplateBoardKey, Illustration>
