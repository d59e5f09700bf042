import { isSafeSitePath } from './redirects'

/** Schemes a link in edited content may use; everything else (`javascript:`, `data:`, `vbscript:`…) is refused. */
const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const

/**
 * Whether an editor's link may be saved and published: an http(s), mailto or tel address, a
 * path on this site (judged as a browser resolves it), or an anchor on the page. Browsers ignore
 * tabs, newlines and leading control characters in a scheme (`java\tscript:`), so those are
 * judged as the browser reads them.
 */
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

/** Every link URL in a Lexical document (link and autolink nodes), anywhere inside `value`. */
export function contentLinkUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) contentLinkUrls(item, found)
  } else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; fields?: { url?: unknown; linkType?: unknown }; url?: unknown }
    if ((node.type === 'link' || node.type === 'autolink') && node.fields?.linkType !== 'internal') {
      found.push(typeof node.fields?.url === 'string' ? node.fields.url : typeof node.url === 'string' ? node.url : '')
    }
    for (const item of Object.values(value)) contentLinkUrls(item, found)
  }
  return found
}
