import { describe, expect, it } from 'vitest'

import { communityEvent, COMMUNITY_EVENTS } from '@/domain/community/events'

describe('community events', () => {
  it('name the template and the platform user and account, when known', () => {
    expect(communityEvent('like', 12, { userId: '42', accountId: '7' })).toEqual({
      name: COMMUNITY_EVENTS.like,
      fields: { info1: '12', pulse_user_id: '42', pulse_account_id: '7' },
    })
    expect(communityEvent('use', 12, {})).toEqual({ name: 'community_template_used', fields: { info1: '12' } })
  })

  it('leave out a blank or oversized id rather than lose the event to the collector’s check', () => {
    expect(communityEvent('unlike', 3, { userId: '  ', accountId: 'x'.repeat(101) }).fields).toEqual({ info1: '3' })
    expect(communityEvent('unlike', 3, { userId: ' 42 ' }).fields).toEqual({ info1: '3', pulse_user_id: '42' })
  })
})
