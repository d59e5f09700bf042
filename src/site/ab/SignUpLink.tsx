import type { ReactNode } from 'react'

import { signUpLinkProps } from './signUp'

type Props = {
  /** The auth host's sign-up address (generic, a product's, or Google's). */
  url: string
  /** The A/B variants the page is rendered for. */
  ab: Readonly<Record<string, string>> | undefined
  className?: string
  newTab?: boolean | null
  children: ReactNode
}

/**
 * A link to sign up, as every sign-up link on the site is made: marked as the A/B tests'
 * sign-up conversion, and with `keep_region=true` in the keep_region test's variant. Plain
 * anchor, server-rendered: the page's one click listener does the counting.
 */
export function SignUpLink({ url, ab, className, newTab, children }: Props) {
  const opensTab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a {...signUpLinkProps(url, ab)} className={className} {...opensTab}>
      {children}
    </a>
  )
}
