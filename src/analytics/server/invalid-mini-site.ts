import { INVALID_MINI_SITE_EVENT, type InvalidMiniSiteReport } from '@/domain/minisite/mini-site'
import { FIELD_MAX_LENGTH } from '@/domain/tracking/limits'

type Dependencies = {
  track: (name: string, fields: { kind?: string; info1?: string; info3?: string; data?: Record<string, string | number> }) => Promise<void>
  log: (line: string) => void
}

const cap = (text: string) => text.slice(0, FIELD_MAX_LENGTH)

/** SPEC §4. Once per version: every render would repeat it, and a mini-site can turn invalid without an edit (an image deleted). */
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
