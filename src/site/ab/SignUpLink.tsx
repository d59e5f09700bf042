import type { ReactNode } from 'react'

import { signUpLinkProps } from './sign-up'

type Props = {
  url: string
  ab: Readonly<Record<string, string>> | undefined
  className?: string
  newTab?: boolean | null
  /** Its text's language, where it differs from the content around it. */
  lang?: string
  children: ReactNode
}

/** A plain server-rendered anchor: the page's one click listener does the counting. */
export function SignUpLink({ url, ab, className, newTab, lang, children }: Props) {
  const opensTab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a {...signUpLinkProps(url, ab)} className={className} lang={lang} {...opensTab}>
      {children}
    </a>
  )
}
