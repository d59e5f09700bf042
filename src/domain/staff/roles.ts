/** Staff roles in the admin. Community members (template authors) are not staff. */
export const ROLES = ['admin', 'marketer', 'moderator'] as const

export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin', // everything, including users and their roles
  marketer: 'Marketer', // site content: pages, menus, pricing, A/B tests, media
  moderator: 'Moderator', // community templates and their status workflow
}

type Roles = readonly (string | null | undefined)[] | null | undefined

export function hasRole(roles: Roles, role: Role): boolean {
  return Array.isArray(roles) && roles.includes(role)
}

/** Anyone with at least one staff role may use the admin. */
export function isStaff(roles: Roles): boolean {
  return ROLES.some((role) => hasRole(roles, role))
}

/** Admins and marketers edit the site's content and read what visitors do on it. */
export function isContentEditorRole(roles: Roles): boolean {
  return hasRole(roles, 'admin') || hasRole(roles, 'marketer')
}
