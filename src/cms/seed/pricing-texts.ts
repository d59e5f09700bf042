import { languageEntry, type Locale } from '@/domain/locales'
import type { PlanTier } from '@/domain/pricing/pricing'
import type { ProductId } from '@/domain/products'
import { formatText } from '@/i18n/format'
import { seedCopy, type SeedCopy } from './copy'

/**
 * Keys into `pricing-plans.json`, so one description gives every language's list in the same order
 * (the per-locale seed update matches rows by position).
 */
type TextKey = keyof SeedCopy['pricingPlans']
type FeatureKey = Exclude<TextKey, `group${string}` | `row${string}` | `limit${string}` | 'everythingIn'>

type FeatureEntry = FeatureKey | { everythingIn: PlanTier }

const PLATFORM_FEATURES: Record<PlanTier, FeatureEntry[]> = {
  free: ['upTo3Boards', 'unlimitedDocs', 'templates200', 'mobileApps'],
  basic: [{ everythingIn: 'free' }, 'unlimitedBoards', 'storage5', 'prioritySupport', 'dashboardOne'],
  standard: [{ everythingIn: 'basic' }, 'timelineViews', 'guestAccess', 'automations250', 'dashboards5'],
  pro: [{ everythingIn: 'standard' }, 'privateBoards', 'timeTracking', 'automations25k', 'dashboards20'],
  enterprise: [{ everythingIn: 'pro' }, 'enterpriseSecurity', 'permissions', 'auditLog', 'successManager'],
}

const CRM_FEATURES: Record<PlanTier, FeatureEntry[]> = {
  free: ['upTo2Seats', 'contacts500', 'dealPipeline', 'mobileApps'],
  basic: [{ everythingIn: 'free' }, 'unlimitedContacts', 'customPipelines', 'leadForms', 'dashboardOne'],
  standard: [{ everythingIn: 'basic' }, 'emailSync', 'emailTracking', 'quotes', 'automations250'],
  pro: [{ everythingIn: 'standard' }, 'forecasting', 'sequences', 'leadScoring', 'automations25k'],
  enterprise: [{ everythingIn: 'pro' }, 'accountManagement', 'goals', 'enterpriseSecurity', 'successManager'],
}

/** Plan names other than Free are names, as at most vendors, and stay as they are. */
export const PLAN_NAMES: Record<PlanTier, string> = { free: 'Free', basic: 'Basic', standard: 'Standard', pro: 'Pro', enterprise: 'Enterprise' }

export const planName = (tier: PlanTier, locale: Locale) => (tier === 'free' ? seedCopy(locale).starterPages.planFree : PLAN_NAMES[tier])

export function planFeatureTexts(product: ProductId, tier: PlanTier, locale: Locale): string[] {
  const t = seedCopy(locale).pricingPlans
  return (product === 'crm' ? CRM_FEATURES : PLATFORM_FEATURES)[tier].map((entry) =>
    typeof entry === 'string' ? t[entry] : formatText(t.everythingIn, { plan: planName(entry.everythingIn, locale) }),
  )
}

/**
 * One comparison cell: `-` not included, `+` included, `∞` unlimited, `≤N` up to N, `N GB`
 * storage, or a bare number (a monthly allowance), formatted in the page's language.
 */
type Cell = string
type Row = [label: TextKey, free: Cell, basic: Cell, standard: Cell, pro: Cell, enterprise: Cell]
type Group = [heading: TextKey, rows: Row[]]

const TIERS = ['free', 'basic', 'standard', 'pro', 'enterprise'] as const satisfies readonly PlanTier[]

const ESSENTIALS: Group = [
  'groupEssentials',
  [
    ['rowSeats', '≤2', '∞', '∞', '∞', '∞'],
    ['rowBoards', '≤3', '∞', '∞', '∞', '∞'],
    ['rowStorage', '1 GB', '5 GB', '20 GB', '100 GB', '1000 GB'],
    ['mobileApps', '+', '+', '+', '+', '+'],
  ],
]
const COLLABORATION: Group = [
  'groupCollaboration',
  [
    ['guestAccess', '-', '-', '+', '+', '+'],
    ['timelineViews', '-', '-', '+', '+', '+'],
    ['privateBoards', '-', '-', '-', '+', '+'],
    ['timeTracking', '-', '-', '-', '+', '+'],
  ],
]
const AUTOMATION: Group = [
  'groupAutomation',
  [
    ['rowAutomations', '-', '-', '250', '25000', '250000'],
    ['rowDashboards', '-', '1', '5', '20', '50'],
  ],
]
const SECURITY: Group = [
  'groupSecurity',
  [
    ['rowSupport', '-', '+', '+', '+', '+'],
    ['permissions', '-', '-', '-', '-', '+'],
    ['rowSso', '-', '-', '-', '-', '+'],
    ['auditLog', '-', '-', '-', '-', '+'],
    ['successManager', '-', '-', '-', '-', '+'],
  ],
]

/** The products on the pricing page, each with its own group first: what a visitor compares that product's plans by. */
const PRODUCT_GROUPS: Partial<Record<ProductId, Group>> = {
  'work-management': [
    'groupWork',
    [
      ['rowForms', '+', '+', '+', '+', '+'],
      ['rowWorkload', '-', '-', '+', '+', '+'],
      ['rowPortfolios', '-', '-', '-', '+', '+'],
    ],
  ],
  crm: [
    'groupSales',
    [
      ['rowContacts', '≤500', '∞', '∞', '∞', '∞'],
      ['emailSync', '-', '-', '+', '+', '+'],
      ['forecasting', '-', '-', '-', '+', '+'],
      ['leadScoring', '-', '-', '-', '+', '+'],
    ],
  ],
  dev: [
    'groupDev',
    [
      ['rowSprints', '+', '+', '+', '+', '+'],
      ['rowBugs', '+', '+', '+', '+', '+'],
      ['rowGit', '-', '-', '+', '+', '+'],
      ['rowReleases', '-', '-', '-', '+', '+'],
    ],
  ],
  service: [
    'groupService',
    [
      ['rowTickets', '+', '+', '+', '+', '+'],
      ['rowKnowledgeBase', '-', '+', '+', '+', '+'],
      ['rowSla', '-', '-', '+', '+', '+'],
      ['rowPortal', '-', '-', '-', '+', '+'],
    ],
  ],
  marketing_campaigns: [
    'groupEmail',
    [
      ['rowEmails', '1000', '10000', '50000', '200000', '∞'],
      ['rowAbTesting', '-', '-', '+', '+', '+'],
      ['rowAnalytics', '-', '+', '+', '+', '+'],
    ],
  ],
}

function cellValue(cell: Cell, t: SeedCopy['pricingPlans'], numbers: Intl.NumberFormat): CellSeed {
  if (cell === '-') return { included: false }
  if (cell === '+') return { included: true }
  if (cell === '∞') return { included: true, limit: t.limitUnlimited }
  if (cell.startsWith('≤')) return { included: true, limit: formatText(t.limitUpTo, { count: numbers.format(Number(cell.slice(1))) }) }
  if (cell.endsWith(' GB')) return { included: true, limit: formatText(t.limitGigabytes, { count: numbers.format(Number(cell.slice(0, -3))) }) }
  return { included: true, limit: numbers.format(Number(cell)) }
}

type CellSeed = { included: boolean; limit?: string }

export type ComparisonGroupSeed = {
  group: string
  rows: ({ feature: string } & Record<PlanTier, CellSeed>)[]
}

export function comparisonSeed(product: ProductId, locale: Locale): ComparisonGroupSeed[] {
  const t = seedCopy(locale).pricingPlans
  const numbers = new Intl.NumberFormat(languageEntry(locale).htmlLang)
  const own = PRODUCT_GROUPS[product]
  // Only the products the pricing page shows get a table: every row costs seed time in 14 languages.
  if (!own) return []
  return [own, ESSENTIALS, COLLABORATION, AUTOMATION, SECURITY].map(([heading, rows]) => ({
    group: t[heading],
    rows: rows.map(([label, ...cells]) => ({
      feature: t[label],
      ...(Object.fromEntries(TIERS.map((tier, index) => [tier, cellValue(cells[index]!, t, numbers)])) as Record<PlanTier, CellSeed>),
    })),
  }))
}
