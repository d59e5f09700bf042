import type { ServerProps } from 'payload'

import { isContentEditorRole } from '@/domain/staff/roles'

export function AnalyticsNavLink({ user, payload }: ServerProps) {
  if (!isContentEditorRole(user?.roles)) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/analytics`} style={{ display: 'block', padding: '0.25rem 0' }}>
      <span className="nav__link-label">Analytics</span>
    </a>
  )
}
