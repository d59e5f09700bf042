import { abVariant } from '@/domain/ab/assignment'
import { keepRegionUrl } from '@/domain/auth-links'
import type { AbConversionKind } from '@/domain/tracking/tracking'

export const SIGN_UP_CONVERSION: AbConversionKind = 'signup_click'

export type SignUpLinkProps = { href: string; 'data-ab-conversion': AbConversionKind }

export function signUpLinkProps(url: string, ab: Readonly<Record<string, string>> | undefined): SignUpLinkProps {
  const href = abVariant(ab, 'keepRegion') === 'keep' ? keepRegionUrl(url) : url
  return { href, 'data-ab-conversion': SIGN_UP_CONVERSION }
}

export function signUpButtonText(text: { signUp: string; signUpTrial: string }, ab: Readonly<Record<string, string>> | undefined): string {
  return abVariant(ab, 'softSignupTrialCta') === 'trial_cta' ? text.signUpTrial : text.signUp
}
