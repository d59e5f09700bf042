'use client'

import { createContext, useContext, type ReactNode } from 'react'

import type { Locale } from '@/domain/locales'

/** The few interface texts client components need, for the page's locale only. */
export type SiteText = {
  locale: Locale
  homeHref: string
  notFoundTitle: string
  notFoundBody: string
  notFoundHome: string
  errorTitle: string
  errorBody: string
  errorRetry: string
}

const SiteTextContext = createContext<SiteText | null>(null)

export function SiteTextProvider({ value, children }: { value: SiteText; children: ReactNode }) {
  return <SiteTextContext.Provider value={value}>{children}</SiteTextContext.Provider>
}

export function useSiteText(): SiteText {
  const value = useContext(SiteTextContext)
  if (!value) throw new Error('useSiteText needs a SiteTextProvider above it (the site layout renders one).')
  return value
}
