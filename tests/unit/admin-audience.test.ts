import { describe, expect, it } from 'vitest'

import { dashboardPanelsFor, daysAgo, daysRunning, isInAudience, landsOnModerationQueue, navigationAudience } from '@/domain/staff/admin-audience'

describe('who the admin shows what', () => {
  it('starts a moderator at the queue, and anyone who also edits content at the dashboard', () => {
    expect(landsOnModerationQueue(['moderator'])).toBe(true)
    expect(landsOnModerationQueue(['moderator', 'marketer'])).toBe(false)
    expect(landsOnModerationQueue(['admin'])).toBe(false)
    expect(landsOnModerationQueue(['marketer'])).toBe(false)
    expect(landsOnModerationQueue(undefined)).toBe(false)
  })

  it('keeps users and site settings out of a marketer’s navigation, and content out of a moderator’s', () => {
    expect(isInAudience(['marketer'], navigationAudience('users'))).toBe(false)
    expect(isInAudience(['marketer'], navigationAudience('site-settings'))).toBe(false)
    expect(isInAudience(['marketer'], navigationAudience('pages'))).toBe(true)
    expect(isInAudience(['marketer'], navigationAudience('community-templates'))).toBe(false)
    expect(isInAudience(['moderator'], navigationAudience('pages'))).toBe(false)
    expect(isInAudience(['moderator'], navigationAudience('community-templates'))).toBe(true)
    expect(isInAudience(['admin'], navigationAudience('users'))).toBe(true)
  })

  it('shows an unlisted slug to every staff member and to nobody else', () => {
    expect(navigationAudience('something-new')).toBe('staff')
    expect(isInAudience(['moderator'], 'staff')).toBe(true)
    expect(isInAudience([], 'staff')).toBe(false)
    expect(isInAudience(undefined, 'admins')).toBe(false)
  })

  it('gives each role the dashboard panels it can act on', () => {
    expect(dashboardPanelsFor(['marketer'])).toEqual(['leads', 'drafts', 'scheduled', 'abTests', 'recentEdits'])
    expect(dashboardPanelsFor(['moderator'])).toEqual(['templates', 'recentEdits'])
    expect(dashboardPanelsFor(['admin'])).toEqual(['leads', 'drafts', 'scheduled', 'abTests', 'templates', 'recentEdits'])
    expect(dashboardPanelsFor(null)).toEqual([])
  })

  it('counts whole days a test has run', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    expect(daysRunning('2026-11-25T08:00:00Z', now)).toBe(0)
    expect(daysRunning('2026-11-22T12:00:00Z', now)).toBe(3)
    expect(daysRunning('2026-11-26T00:00:00Z', now)).toBeNull()
    expect(daysRunning('not a date', now)).toBeNull()
    expect(daysRunning(null, now)).toBeNull()
    expect(daysAgo(7, now).toISOString()).toBe('2026-11-18T12:00:00.000Z')
  })
})
