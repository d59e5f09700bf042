/**
 * The community pages' words: the `community…` keys of the interface text for one locale. The
 * forms in the browser are handed only these (never every language's texts); their error
 * sentences are made in community-messages.ts, which carries no texts of its own. Pure.
 */
import { interfaceText, type InterfaceText, type InterfaceTextKey } from './interface-text'
import type { Locale } from './locales'

export type CommunityTextKey = Extract<InterfaceTextKey, `community${string}`>
export type CommunityText = Readonly<Record<CommunityTextKey, string>>

/** The community keys of `locale`'s interface text. */
export function communityText(locale: Locale): CommunityText {
  const text: InterfaceText = interfaceText(locale)
  return Object.fromEntries(Object.entries(text).filter(([key]) => key.startsWith('community'))) as CommunityText
}
