import { abVariant } from '@/domain/ab-assignment'
import { keepRegionUrl } from '@/domain/auth-links'
import type { AbConversionKind } from '@/domain/tracking'

/**
 * What every sign-up link on the site carries for the A/B tests: the conversion mark the page's
 * one click listener reads (src/analytics/ab/experiments.ts, `data-ab-conversion`) and, in the
 * keep_region test's variant, `keep_region=true` (see `keepRegionUrl`).
 */
export const SIGN_UP_CONVERSION: AbConversionKind = 'signup_click'

export type SignUpLinkProps = { href: string; 'data-ab-conversion': AbConversionKind }

export function signUpLinkProps(url: string, ab: Readonly<Record<string, string>> | undefined): SignUpLinkProps {
  const href = abVariant(ab, 'keepRegion') === 'keep' ? keepRegionUrl(url) : url
  return { href, 'data-ab-conversion': SIGN_UP_CONVERSION }
}

/** The sign-up button's words: soft_signup_trial_cta's variant invites to a free trial. */
export function signUpButtonText(text: { signUp: string; signUpTrial: string }, ab: Readonly<Record<string, string>> | undefined): string {
  return abVariant(ab, 'softSignupTrialCta') === 'trial_cta' ? text.signUpTrial : text.signUp
}
