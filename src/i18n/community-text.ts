/**
 * The community pages' words for one locale. The forms in the browser are handed only these
 * (never every language's texts); their error sentences are made in community-messages.ts.
 */
import type { Locale } from '@/domain/locales'

import { messages } from './messages'
import type { Messages } from './messages-shape'

export type CommunityText = Messages['community']
export type CommunityTextKey = keyof CommunityText

export function communityText(locale: Locale): CommunityText {
  return messages(locale).community
}
