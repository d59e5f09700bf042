/**
 * Every picture the seed draws, by key: what draws it, its size and its alt text. The hero
 * pictures are 1200 × 800, enough for the hero's 36rem column on a high-density screen; the
 * media collection's sizes make the smaller renditions from them.
 */
import { PRODUCTS } from '@/domain/products'

import { boardTable, kanban, sprintBoard, ticketQueue } from './boards'
import { CUSTOMERS, customerLogo, portrait, PORTRAIT_SIZE } from './marks'
import { dashboard, gantt } from './planning'
import { campaignEditor, crmPipeline } from './sales'
import type { Size } from './svg'

export const HERO_SIZE: Size = { width: 1200, height: 800 }

export type Illustration = {
  /** The file name in the media library (without extension): also how the seed finds it again. */
  file: string
  size: Size
  alt: string
  draw: () => string
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

export const SCREENS = {
  workBoard: screen(
    'illustration-work-board',
    'A project board in the work-management product: tasks in groups, each with its owner, a coloured status, a due date and a priority.',
    boardTable,
    colour('work-management'),
  ),
  kanban: screen('illustration-kanban', 'A Kanban board: task cards with tags and owners in columns from to do to done.', kanban, colour('work-management')),
  gantt: screen(
    'illustration-gantt',
    'A Gantt chart: project tasks as bars across eight weeks, with dependencies, milestones and a line for today.',
    gantt,
    colour('projects'),
  ),
  dashboard: screen(
    'illustration-dashboard',
    'A dashboard: four key figures, a bar chart of work done per month with a trend line, a status breakdown and each person’s workload.',
    dashboard,
    colour('work-management'),
  ),
  crmPipeline: screen(
    'illustration-crm-pipeline',
    'The CRM’s deal pipeline: deals as cards in stages from new lead to won, each with its value and owner.',
    crmPipeline,
    colour('crm'),
  ),
  campaignEditor: screen(
    'illustration-email-campaign',
    'The email campaign editor: content blocks, the email being designed with its banner and button, and the last send’s open and click rates.',
    campaignEditor,
    colour('marketing_campaigns'),
  ),
  marketingBoard: screen(
    'illustration-marketing-board',
    'A marketing team’s campaign board: content pieces in groups, each with its owner, a coloured status, a publishing date and a channel.',
    boardTable,
    colour('marketer'),
  ),
  devSprint: screen(
    'illustration-dev-sprint',
    'The dev product’s sprint board: a burn-down chart above stories and bugs with story points, moving from backlog to done.',
    sprintBoard,
    colour('dev'),
  ),
  serviceTickets: screen(
    'illustration-service-tickets',
    'The service desk’s ticket queue: open, pending and solved counts above tickets with requester, priority, status and time left.',
    ticketQueue,
    colour('service'),
  ),
} satisfies Record<string, Illustration>

export type ScreenKey = keyof typeof SCREENS

export const CUSTOMER_LOGOS: Record<string, Illustration> = Object.fromEntries(
  CUSTOMERS.map((customer) => [
    customer.key,
    {
      file: `customer-logo-${customer.key}`,
      size: { width: 320, height: 120 },
      alt: customer.name,
      draw: () => customerLogo(customer),
      format: 'png' as const,
    },
  ]),
)

/** Community authors' portraits (the templates' selfies), by index. */
export const PORTRAITS: Illustration[] = Array.from({ length: 6 }, (_, index) => ({
  file: `community-author-${index + 1}`,
  size: PORTRAIT_SIZE,
  alt: 'The template author’s portrait',
  draw: () => portrait(index),
  format: 'webp' as const,
}))

/** Smaller board screens for the community templates' cards (shown at most 22rem wide): drawn at the hero's size, then scaled down. */
export const TEMPLATE_BOARD_SIZE: Size = { width: 720, height: 480 }

export const TEMPLATE_BOARDS: Illustration[] = [
  { draw: kanban, accent: colour('marketer'), alt: 'A content calendar board in Kanban columns' },
  { draw: crmPipeline, accent: colour('crm'), alt: 'A sales pipeline board with deals by stage' },
  { draw: boardTable, accent: colour('projects'), alt: 'A request intake board with owners and statuses' },
  { draw: gantt, accent: colour('work-management'), alt: 'An event plan as a timeline of tasks' },
  { draw: ticketQueue, accent: colour('service'), alt: 'An asset tracker table with priorities and statuses' },
  { draw: sprintBoard, accent: colour('dev'), alt: 'A bug triage board with story points' },
].map(({ draw, accent, alt }, index) => ({
  file: `template-board-${index + 1}`,
  size: TEMPLATE_BOARD_SIZE,
  alt,
  draw: () => draw(HERO_SIZE, accent),
  format: 'webp' as const,
}))
