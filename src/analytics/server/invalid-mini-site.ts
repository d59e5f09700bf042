import { INVALID_MINI_SITE_EVENT, type InvalidMiniSiteReport } from '@/domain/mini-site'
import { FIELD_MAX_LENGTH } from '@/domain/tracking-limits'

type Dependencies = {
  /** Server-side tracking (trackServerEvent): never throws, so a render never fails on it. */
  track: (name: string, fields: { kind?: string; info1?: string; info3?: string; data?: Record<string, string | number> }) => Promise<void>
  log: (line: string) => void
}

const cap = (text: string) => text.slice(0, FIELD_MAX_LENGTH)

/**
 * Reports, on the server and once per mini-site version, that a mini-site is not shown because
 * its config is invalid (SPEC §4): the spec's event reaches the tracking store, where dashboards
 * count it, and the log says which fields to fix. Once per version because every render of every
 * page and locale would repeat it; a published one can turn invalid without an edit, for example
 * when one of its images is deleted.
 */
export function invalidMiniSiteReporter({ track, log }: Dependencies): InvalidMiniSiteReport {
  const reported = new Set<string>()
  return (miniSite, issues) => {
    const key = `${miniSite.id}@${miniSite.updatedAt}`
    if (reported.has(key)) return
    reported.add(key)
    const problems = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
    log(`[${INVALID_MINI_SITE_EVENT}] The mini-site "${miniSite.name}" (id ${miniSite.id}) is invalid and is not shown: ${problems}`)
    void track(INVALID_MINI_SITE_EVENT, {
      kind: 'mini_site',
      info1: cap(miniSite.name),
      info3: cap(issues.map((issue) => issue.path).join(',')),
      data: { miniSiteId: miniSite.id, issues: issues.length },
    })
  }
}
