import { hasRole, isContentEditorRole, type Role } from './roles'

/**
 * Who a screen of the admin is for: what appears in a staff member's navigation and on their
 * dashboard. Only a matter of what they are shown; the access rules decide what they may do.
 */
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

/**
 * A moderator who edits no content starts at the queue of templates awaiting approval, their
 * day's work, rather than at a dashboard of one panel. Admins and marketers start at the dashboard.
 */
export function landsOnModerationQueue(roles: Roles): boolean {
  return hasRole(roles, 'moderator') && !isContentEditorRole(roles)
}

/**
 * The admin's collections and globals by who works with them. A marketer may read their own
 * user and the site settings, but edits neither: they stay out of a marketer's navigation. A
 * moderator may read published pages and media like any visitor, but has nothing to do there.
 * A slug missing here is shown to every staff member.
 */
export const NAVIGATION_AUDIENCE: Record<string, Audience> = {
  // Content: marketers and admins.
  pages: 'contentEditors',
  media: 'contentEditors',
  'mini-sites': 'contentEditors',
  'footer-link-groups': 'contentEditors',
  'cookie-definitions': 'contentEditors',
  'ab-tests': 'contentEditors',
  positions: 'contentEditors',
  leads: 'contentEditors',
  solutions: 'contentEditors',
  redirects: 'contentEditors',
  'header-menus': 'contentEditors',
  'side-menu': 'contentEditors',
  'docs-sidebar': 'contentEditors',
  pricing: 'contentEditors',
  // Community: moderators and admins.
  'community-templates': 'moderators',
  'template-images': 'moderators',
  'template-stats': 'moderators',
  // Settings, accounts and privacy records: admins.
  users: 'admins',
  members: 'admins',
  'site-settings': 'admins',
  'consent-records': 'admins',
  'template-likes': 'admins',
}

/** The audience of a slug: the table's, or every staff member. */
export function navigationAudience(slug: string): Audience {
  return NAVIGATION_AUDIENCE[slug] ?? 'staff'
}

/** The dashboard's panels, each for the people who can act on it. */
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

/** The dashboard's "this week": the last seven days up to now. */
export const RECENT_LEADS_DAYS = 7

export function daysAgo(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

/** Whole days since a test started (0 on its first day); null when it has no valid start or starts later. */
export function daysRunning(startsAt: string | Date | null | undefined, now: Date): number | null {
  if (!startsAt) return null
  const start = new Date(startsAt)
  if (Number.isNaN(start.getTime()) || start > now) return null
  return Math.floor((now.getTime() - start.getTime()) / DAY_MS)
}
