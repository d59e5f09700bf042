/** The community emails' words for one locale (the member's chosen language). */
import type { Locale } from '@/domain/locales'

import { messages } from './messages'
import type { Messages } from './messages-shape'

export type CommunityEmailText = Messages['emails']
export type CommunityEmailTextKey = keyof CommunityEmailText

export function communityEmailText(locale: Locale): CommunityEmailText {
  return messages(locale).emails
}
