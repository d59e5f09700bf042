// Request lines no browser sends, which Next or Payload would otherwise answer with a 500 (a malformed
// %-escape in a dynamic segment, a NUL in a file name, TRACE).

export type RequestRefusal = { status: 400 | 405; message: string; allow?: string }

const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
// Pages take their forms' posts (server actions).
const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const
const STATIC_METHODS = ['GET', 'HEAD'] as const

// SPEC §2's asset prefix.
const STATIC_PREFIXES = ['/nhp/', '/_next/static/'] as const

const CONTROL = /[\u0000-\u001f\u007f]/

type Family = 'api' | 'static' | 'page'

function familyOf(path: string, publicFiles: ReadonlySet<string>): Family {
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)) || publicFiles.has(path)) return 'static'
  return 'page'
}

const ALLOWED: Record<Family, readonly string[]> = { api: API_METHODS, static: STATIC_METHODS, page: PAGE_METHODS }

// Browsers resolve dot segments before they send a request, so only a client probing for files sends them.
export function requestPathProblem(target: string): string | undefined {
  if (!target.startsWith('/')) return 'The request target must be a path starting with /.'
  const path = target.split('?', 1)[0] ?? ''
  for (const segment of path.split('/')) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return 'The path has a malformed %-escape.'
    }
    if (CONTROL.test(decoded)) return 'The path may not contain control characters.'
    if (decoded === '.' || decoded === '..') return 'The path may not contain . or .. segments.'
  }
  return undefined
}

export function refuseRequest(
  method: string | undefined,
  target: string | undefined,
  publicFiles: ReadonlySet<string> = new Set(),
): RequestRefusal | undefined {
  const problem = requestPathProblem(target ?? '')
  if (problem) return { status: 400, message: problem }
  const path = (target ?? '/').split('?', 1)[0] ?? '/'
  const allowed = ALLOWED[familyOf(path, publicFiles)]
  if (!allowed.includes(method ?? '')) {
    const allow = allowed.join(', ')
    return { status: 405, message: `This address answers ${allow} only.`, allow }
  }
  return undefined
}
