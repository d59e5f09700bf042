import { INVALID_MINI_SITE_EVENT, type MiniSiteIssue } from '@/domain/mini-site'
import type { MiniSite } from '@/payload-types'

/** Versions already reported by this server process: every render of every page and locale would repeat it. */
const reported = new Set<string>()

/**
 * Logs, on the server and once per mini-site version, that a mini-site is not shown because its
 * config is invalid (SPEC §4), with the spec's event name and the fields to fix. A published one
 * can turn invalid without an edit, for example when one of its images is deleted.
 */
export function reportInvalidMiniSite(miniSite: Pick<MiniSite, 'id' | 'name' | 'updatedAt'>, issues: readonly MiniSiteIssue[]): void {
  const key = `${miniSite.id}@${miniSite.updatedAt}`
  if (reported.has(key)) return
  reported.add(key)
  const problems = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
  console.error(`[${INVALID_MINI_SITE_EVENT}] The mini-site "${miniSite.name}" (id ${miniSite.id}) is invalid and is not shown: ${problems}`)
}
