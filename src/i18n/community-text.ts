/**
 * The community pages' words for one locale. The forms in the browser are handed only these
 * (never every language's texts); their error sentences are made in community-messages.ts.
 */
import type { Locale } from '@/domain/locales'

import { messages } from './messages'
import type { Messages } from './messages-shape'

export type CommunityText = Messages['community']
export type CommunityTextKey = keyof CommunityText

/** The keys whose text is a plain string (not a plural). */
export type CommunityStringKey = { [K in CommunityTextKey]: CommunityText[K] extends string ? K : never }[CommunityTextKey]

export function communityText(locale: Locale): CommunityText {
  return messages(locale).community
}
