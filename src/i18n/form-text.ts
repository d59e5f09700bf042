/** The lead forms' words for one locale, and the product dropdown in them. */
import { OFFERED_PRODUCT_INTERESTS, PRODUCT_INTERESTS, type ProductInterest } from '@/domain/forms/fields'
import type { Locale } from '@/domain/locales'

import { messages } from './messages'
import type { Messages } from './messages-shape'

export type FormText = Messages['forms']
export type FormTextKey = keyof FormText

export function formText(locale: Locale): FormText {
  return messages(locale).forms
}

/** The text key of each product a prospect may name, in the order of the product dropdown. */
export const PRODUCT_INTEREST_TEXT = {
  crm: 'productCrm',
  marketer: 'productMarketer',
  projects: 'productProjects',
  dev: 'productDev',
  'work-management': 'productWorkManagement',
  service: 'productService',
  marketing_campaigns: 'productEmailCampaigns',
  'not-sure': 'productNotSure',
} as const satisfies Record<ProductInterest, FormTextKey>

/** Every product a lead may name, in the page's language (the leads' admin list). */
export function productOptions(text: FormText): { value: ProductInterest; label: string }[] {
  return PRODUCT_INTERESTS.map((value) => ({ value, label: text[PRODUCT_INTEREST_TEXT[value]] }))
}

/** The form's product dropdown: the products the site shows, in the page's language. */
export function offeredProductOptions(text: FormText): { value: ProductInterest; label: string }[] {
  return OFFERED_PRODUCT_INTERESTS.map((value) => ({ value, label: text[PRODUCT_INTEREST_TEXT[value]] }))
}
