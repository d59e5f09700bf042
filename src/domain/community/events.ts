import { PLATFORM_ID_MAX_LENGTH } from '../tracking/limits'

// Server-side analytics events of the community: one per counted gallery action, one per template a member submits.
export const COMMUNITY_EVENTS = {
  like: 'community_template_liked',
  unlike: 'community_template_unliked',
  use: 'community_template_used',
  submit: 'community_template_submitted',
} as const

export type CommunityAction = keyof typeof COMMUNITY_EVENTS

export type CommunityEvent = {
  name: (typeof COMMUNITY_EVENTS)[CommunityAction]
  fields: { info1: string; pulse_user_id?: string; pulse_account_id?: string }
}

// The platform user and account the product app logged in (its cookies), as SPEC §7 asks of
// community events; a missing, blank or oversized id is left out rather than losing the event.
function platformIdOf(value: string | undefined): string | undefined {
  const id = value?.trim()
  return id && id.length <= PLATFORM_ID_MAX_LENGTH ? id : undefined
}

export function communityEvent(action: CommunityAction, templateId: number, platform: { userId?: string; accountId?: string }): CommunityEvent {
  const userId = platformIdOf(platform.userId)
  const accountId = platformIdOf(platform.accountId)
  return {
    name: COMMUNITY_EVENTS[action],
    fields: {
      info1: String(templateId),
      ...(userId === undefined ? {} : { pulse_user_id: userId }),
      ...(accountId === undefined ? {} : { pulse_account_id: accountId }),
    },
  }
}
