export type OpenPosition = {
  // Stable within one list.
  id: string
  title: string
  // Empty when the source names no team; shown under "Other teams".
  team: string
  location: string
  applyUrl: string
  description?: string
}

export type TeamPositions = { team: string; positions: OpenPosition[] }

const MAX_TITLE = 200
const MAX_LABEL = 120

// Never `//host` or `javascript:`.
export function isApplyUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000 || /\s/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\')
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : undefined
}

// Undefined for anything other than an array, so the caller can fall back.
export function parseCareersFeed(input: unknown): OpenPosition[] | undefined {
  if (!Array.isArray(input)) return undefined
  const positions: OpenPosition[] = []
  input.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return
    const record = entry as Record<string, unknown>
    const title = text(record.title, MAX_TITLE)
    if (!title || !isApplyUrl(record.url)) return
    positions.push({
      id: `feed-${index}`,
      title,
      team: text(record.team, MAX_LABEL) ?? '',
      location: text(record.location, MAX_LABEL) ?? '',
      applyUrl: record.url,
    })
  })
  return positions
}

// Teams that differ only in case or spacing are one team; the unnamed team goes last.
export function groupPositionsByTeam(positions: readonly OpenPosition[], locale = 'en'): TeamPositions[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const groups = new Map<string, TeamPositions>()
  for (const position of positions) {
    const team = position.team.trim().replace(/\s+/g, ' ')
    const key = team.toLocaleLowerCase('en')
    const group = groups.get(key) ?? { team, positions: [] }
    group.positions.push(position)
    groups.set(key, group)
  }
  return [...groups.values()]
    .sort((a, b) => (a.team === '' ? 1 : b.team === '' ? -1 : collator.compare(a.team, b.team)))
    .map((group) => ({ ...group, positions: [...group.positions].sort((a, b) => collator.compare(a.title, b.title)) }))
}
