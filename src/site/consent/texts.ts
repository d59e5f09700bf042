import type { CookieCategory } from '@/domain/consent/cookies'
import { interfaceText } from '@/i18n/interface-text'
import type { Locale } from '@/domain/locales'

/** The words of the banner and the preferences panel in one locale, handed to the client component. */
export type ConsentTexts = {
  bannerTitle: string
  bannerBody: string
  acceptAll: string
  rejectAll: string
  preferences: string
  preferencesTitle: string
  preferencesBody: string
  save: string
  close: string
  alwaysOn: string
  cookiePolicy: string
  saved: string
  categories: Record<CookieCategory, string>
  descriptions: Record<CookieCategory, string>
}

export function consentTexts(locale: Locale): ConsentTexts {
  const text = interfaceText(locale)
  return {
    bannerTitle: text.cookieBannerTitle,
    bannerBody: text.cookieBannerBody,
    acceptAll: text.cookieAcceptAll,
    rejectAll: text.cookieRejectAll,
    preferences: text.cookiePreferences,
    preferencesTitle: text.cookiePreferencesTitle,
    preferencesBody: text.cookiePreferencesBody,
    save: text.cookieSave,
    close: text.cookieClose,
    alwaysOn: text.cookieAlwaysOn,
    cookiePolicy: text.cookiePolicy,
    saved: text.cookieSaved,
    categories: {
      necessary: text.cookieCategoryNecessary,
      functional: text.cookieCategoryFunctional,
      analytics: text.cookieCategoryAnalytics,
      marketing: text.cookieCategoryMarketing,
    },
    descriptions: {
      necessary: text.cookieCategoryNecessaryDescription,
      functional: text.cookieCategoryFunctionalDescription,
      analytics: text.cookieCategoryAnalyticsDescription,
      marketing: text.cookieCategoryMarketingDescription,
    },
  }
}
