import { z } from 'zod'

import { CONSENT_CATEGORIES, type ConsentCategory } from './consent'
import { isLocale, type Locale } from '../locales'

// Apart from consent.ts so the browser, which only builds the body, never ships zod. No country here:
// the server takes it from the trusted edge header, never from the visitor.

// The endpoint refuses longer bodies with 413.
export const MAX_CONSENT_BODY_BYTES = 8 * 1024

// Six digits.
export const MAX_POLICY_VERSION = 999_999

export const consentRecordBody = z
  .object({
    /** A random id per choice, made by the browser: a resent request stores one record. */
    choiceId: z.uuid(),
    granted: z.strictObject(Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, z.boolean()])) as Record<ConsentCategory, z.ZodBoolean>),
    policyVersion: z.number().int().min(1).max(MAX_POLICY_VERSION),
    locale: z
      .string()
      .refine(isLocale, 'must be one of the site’s locales')
      .transform((value) => value as Locale),
    /** The browser's Global Privacy Control signal when the visitor chose. */
    gpc: z.boolean(),
  })
  .strict()

export type ConsentRecordBody = z.input<typeof consentRecordBody>
