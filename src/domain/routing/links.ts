import { isSafeSitePath } from './redirects'

const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const

// Browsers ignore tabs, newlines and leading control characters in a scheme (`java\tscript:`), so
// the link is judged as the browser reads it.
export function isAllowedContentLink(url: unknown): boolean {
  if (typeof url !== 'string') return false
  const text = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')
  if (text === '') return false
  if (text.startsWith('#')) return true
  if (text.startsWith('/') || text.startsWith('\\')) return isSafeSitePath(text)
  let parsed: URL
  try {
    parsed = new URL(text)
  } catch {
    return false
  }
  return (ALLOWED_SCHEMES as readonly string[]).includes(parsed.protocol)
}

// Even in an unfinished draft; text on its way to a valid address as it is typed and autosaved
// (`/pric`, `https:/`) is not unsafe.
export function isUnsafeLinkTarget(url: unknown): boolean {
  if (typeof url !== 'string') return false
  const text = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]
  if (scheme) return !(ALLOWED_SCHEMES as readonly string[]).includes(`${scheme.toLowerCase()}:`)
  if (text.startsWith('/') || text.startsWith('\\')) return !isSafeSitePath(text)
  return false
}

// An autolink renders its URL whatever its link type says, and an internal link's stray URL is judged too.
export function contentLinkUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) contentLinkUrls(item, found)
  } else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; fields?: { url?: unknown; linkType?: unknown }; url?: unknown }
    if (node.type === 'link' || node.type === 'autolink') {
      const url = typeof node.fields?.url === 'string' ? node.fields.url : typeof node.url === 'string' ? node.url : ''
      if (node.type === 'autolink' || node.fields?.linkType !== 'internal' || url !== '') found.push(url)
    }
    for (const item of Object.values(value)) contentLinkUrls(item, found)
  }
  return found
}
