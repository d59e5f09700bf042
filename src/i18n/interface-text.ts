/** One flat table per locale: keys are unique across namespaces, so pages look a word up without naming one. */
import { languageEntry, LOCALE_CODES, type Locale } from '@/domain/locales'

import { MESSAGES, messages } from './messages'
import type { Messages } from './messages-shape'

export type InterfaceText = Messages['common'] & Messages['pricing'] & Messages['cookies'] & Messages['templates'] & Messages['community']

export type InterfaceTextKey = keyof InterfaceText

export type InterfaceStringKey = { [K in InterfaceTextKey]: InterfaceText[K] extends string ? K : never }[InterfaceTextKey]

function flatten(locale: Locale): InterfaceText {
  const { common, pricing, cookies, templates, community } = messages(locale)
  return { ...common, ...pricing, ...cookies, ...templates, ...community }
}

const INTERFACE_TEXT = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, flatten(locale)])) as Record<Locale, InterfaceText>

export function interfaceText(locale: Locale): InterfaceText {
  return Object.hasOwn(MESSAGES, locale) ? INTERFACE_TEXT[locale] : INTERFACE_TEXT.en
}

/** Buttons that page content shares with the interface, in the words the English interface uses. */
const SHARED_BUTTONS = ['signUp', 'signUpTrial', 'contactSales', 'requestDemo', 'logIn'] as const satisfies readonly InterfaceStringKey[]

/**
 * A page not yet translated shows its English content, but its buttons are interface: one whose
 * text is the English interface's reads in the visitor's language.
 */
export function sharedButtonText(locale: Locale, text: string): string {
  if (locale === 'en' || !Object.hasOwn(MESSAGES, locale)) return text
  const key = SHARED_BUTTONS.find((candidate) => INTERFACE_TEXT.en[candidate] === text.trim())
  return key ? INTERFACE_TEXT[locale][key] : text
}

/** The button's text, and its language where it differs from the English content around it. */
export function sharedButton(locale: Locale, text: string): { text: string; lang?: string } {
  const shown = sharedButtonText(locale, text)
  return shown === text ? { text } : { text: shown, lang: languageEntry(locale).htmlLang }
}
