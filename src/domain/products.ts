import type { ErrorParams } from './internal-error'

// Problems the visitor should not see go to error reporting; the caller carries on with a fallback.
export type Reporter = (message: string, params?: ErrorParams) => void

export const PRODUCT_IDS = [
  'crm',
  'marketer',
  'projects',
  'dev',
  'work-management',
  'service',
  'marketing_campaigns', // the email-campaigns product
] as const

export type ProductId = (typeof PRODUCT_IDS)[number]

export type Product = {
  displayName: string
  platformProductId: string
  // The `{slug}` in the auth host's `/p/{slug}/users/sign_up_new`.
  signupSlug: string
  brandColour: `#${string}`
}

// The flagship: its values are the fallbacks when a product is unknown.
export const DEFAULT_PRODUCT: ProductId = 'work-management'

export const PRODUCTS = {
  crm: {
    displayName: 'CRM product',
    platformProductId: 'crm',
    signupSlug: 'crm',
    brandColour: '#00A9A5', // teal
  },
  marketer: {
    displayName: 'Marketer product',
    platformProductId: 'marketing',
    signupSlug: 'marketing',
    brandColour: '#F04E6E', // pink-red
  },
  projects: {
    displayName: 'Projects product',
    platformProductId: 'project_management',
    signupSlug: 'project_management',
    brandColour: '#FF8A1F', // orange
  },
  dev: {
    displayName: 'Dev product',
    platformProductId: 'software',
    signupSlug: 'software',
    brandColour: '#00B884', // green
  },
  'work-management': {
    displayName: 'Work management product',
    platformProductId: 'core', // the platform calls the base product "core"
    signupSlug: 'work_management',
    brandColour: '#5B5FEF', // purple-blue, the primary brand colour
  },
  service: {
    displayName: 'Service product',
    platformProductId: 'service',
    signupSlug: 'service',
    brandColour: '#D92D3A', // red
  },
  marketing_campaigns: {
    displayName: 'Email-campaigns product',
    platformProductId: 'marketingCampaigns',
    signupSlug: 'marketing_campaigns',
    brandColour: '#FF6B9A', // a lighter pink of the marketer family, so the two can sit side by side
  },
} as const satisfies Record<ProductId, Product>

export const SIGNUP_DROPDOWN_PRODUCTS = ['crm', 'marketing_campaigns', 'dev', 'work-management', 'service'] as const satisfies readonly ProductId[]

export const CONTENT_CATEGORY_PRODUCTS = {
  design_and_creative: 'marketer',
  marketing: 'marketer',
  crm: 'crm',
  email_campaigns: 'marketing_campaigns',
  software: 'dev',
} as const satisfies Record<string, ProductId>

export function isProductId(value: unknown): value is ProductId {
  return typeof value === 'string' && (PRODUCT_IDS as readonly string[]).includes(value)
}

// Platform ids and sign-up slugs are accepted too: links in the wild use them, and none names two
// products. Case-sensitive, as the spec lists the values.
export function productForValue(value: unknown): ProductId | undefined {
  if (isProductId(value)) return value
  return PRODUCT_IDS.find((id) => PRODUCTS[id].platformProductId === value || PRODUCTS[id].signupSlug === value)
}

export function productForContentCategory(category: unknown): ProductId | undefined {
  if (typeof category !== 'string' || !Object.hasOwn(CONTENT_CATEGORY_PRODUCTS, category)) return undefined
  return CONTENT_CATEGORY_PRODUCTS[category as keyof typeof CONTENT_CATEGORY_PRODUCTS]
}

// A stale link costs a report rather than a visitor: the generic sign-up page.
export function productSignupUrl(value: string, authHost: string, report: Reporter): string {
  // An empty host must stay empty, or the URL would turn protocol-relative.
  const host = authHost.replace(/\/+$/, '')
  const product = productForValue(value)
  if (product === undefined) {
    report(`Product signup URL not found for product value: ${value}`, { value: String(value) })
    return `${host}/users/sign_up_new`
  }
  return `${host}/p/${PRODUCTS[product].signupSlug}/users/sign_up_new`
}

export function platformProductId(value: string, report: Reporter): string {
  const product = productForValue(value)
  if (product === undefined) {
    report(`Platform product ID not found for product value: ${value}`, { value: String(value) })
    return PRODUCTS[DEFAULT_PRODUCT].platformProductId
  }
  return PRODUCTS[product].platformProductId
}
