import { hasRole, isContentEditorRole, type Role } from './roles'

// Only what staff are shown; the access rules decide what they may do.
export const AUDIENCES = ['admins', 'contentEditors', 'moderators', 'staff'] as const

export type Audience = (typeof AUDIENCES)[number]

type Roles = readonly (string | null | undefined)[] | null | undefined

export function isInAudience(roles: Roles, audience: Audience): boolean {
  switch (audience) {
    case 'admins':
      return hasRole(roles, 'admin')
    case 'contentEditors':
      return isContentEditorRole(roles)
    case 'moderators':
      return hasRole(roles, 'admin') || hasRole(roles, 'moderator')
    case 'staff':
      return (['admin', 'marketer', 'moderator'] as const satisfies readonly Role[]).some((role) => hasRole(roles, role))
  }
}

// Their day's work, rather than a dashboard of one panel.
export function landsOnModerationQueue(roles: Roles): boolean {
  return hasRole(roles, 'moderator') && !isContentEditorRole(roles)
}

// A marketer may read their own user and the site settings but edits neither; a moderator may read
// pages like any visitor but has nothing to do there. A slug missing here is shown to all staff.
export const NAVIGATION_AUDIENCE: Record<string, Audience> = {
  pages: 'contentEditors',
  media: 'contentEditors',
  'mini-sites': 'contentEditors',
  'footer-link-groups': 'contentEditors',
  'cookie-definitions': 'contentEditors',
  'ab-tests': 'contentEditors',
  audiences: 'contentEditors',
  personalisations: 'contentEditors',
  positions: 'contentEditors',
  leads: 'contentEditors',
  solutions: 'contentEditors',
  redirects: 'contentEditors',
  'header-menus': 'contentEditors',
  'side-menu': 'contentEditors',
  'docs-sidebar': 'contentEditors',
  pricing: 'contentEditors',
  'community-templates': 'moderators',
  'template-images': 'moderators',
  'template-stats': 'moderators',
  users: 'admins',
  members: 'admins',
  'site-settings': 'admins',
  'consent-records': 'admins',
  'template-likes': 'admins',
}

export function navigationAudience(slug: string): Audience {
  return NAVIGATION_AUDIENCE[slug] ?? 'staff'
}

export const DASHBOARD_PANELS = {
  leads: 'contentEditors',
  drafts: 'contentEditors',
  scheduled: 'contentEditors',
  abTests: 'contentEditors',
  templates: 'moderators',
  recentEdits: 'staff',
} as const satisfies Record<string, Audience>

export type DashboardPanel = keyof typeof DASHBOARD_PANELS

export function dashboardPanelsFor(roles: Roles): DashboardPanel[] {
  return (Object.keys(DASHBOARD_PANELS) as DashboardPanel[]).filter((panel) => isInAudience(roles, DASHBOARD_PANELS[panel]))
}

const DAY_MS = 24 * 60 * 60 * 1000

export const RECENT_LEADS_DAYS = 7

export function daysAgo(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

// 0 on its first day; null without a valid start or when it starts later.
export function daysRunning(startsAt: string | Date | null | undefined, now: Date): number | null {
  if (!startsAt) return null
  const start = new Date(startsAt)
  if (Number.isNaN(start.getTime()) || start > now) return null
  return Math.floor((now.getTime() - start.getTime()) / DAY_MS)
}
