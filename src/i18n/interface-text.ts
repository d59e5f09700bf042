/**
 * The words the site's own code shows (menus, buttons, error pages, pricing, the cookie banner,
 * the template and community pages) as one flat table per locale: the keys are unique across
 * these namespaces, so pages look a word up without naming its namespace.
 */
import { LOCALE_CODES, type Locale } from '@/domain/locales'

import { MESSAGES, messages } from './messages'
import type { Messages } from './messages-shape'

export type InterfaceText = Messages['common'] & Messages['pricing'] & Messages['cookies'] & Messages['templates'] & Messages['community']

export type InterfaceTextKey = keyof InterfaceText

/** The keys whose text is a plain string (not a plural): what a page can show as it is. */
export type InterfaceStringKey = { [K in InterfaceTextKey]: InterfaceText[K] extends string ? K : never }[InterfaceTextKey]

function flatten(locale: Locale): InterfaceText {
  const { common, pricing, cookies, templates, community } = messages(locale)
  return { ...common, ...pricing, ...cookies, ...templates, ...community }
}

const INTERFACE_TEXT = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, flatten(locale)])) as Record<Locale, InterfaceText>

/** The interface text of a locale; English for anything that is not one. */
export function interfaceText(locale: Locale): InterfaceText {
  return Object.hasOwn(MESSAGES, locale) ? INTERFACE_TEXT[locale] : INTERFACE_TEXT.en
}
