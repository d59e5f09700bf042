/**
 * Just enough HTML reading for the benchmarks: the scripts a page loads. Regular expressions
 * suffice for the markup React renders (attributes quoted, no `</script>` inside scripts).
 */

export interface PageScripts {
  /** Absolute URLs of the external scripts (`<script src>` and script preloads), each once. */
  external: URL[]
  /** The text of the inline JavaScript scripts, in page order. */
  inline: string[]
}

const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]!.toLowerCase()
    if (!found.has(name)) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return found
}

export function pageScripts(html: string, pageUrl: URL): PageScripts {
  const external = new Map<string, URL>()
  const inline: string[] = []
  const add = (src: string) => {
    const url = new URL(src, pageUrl)
    url.hash = ''
    external.set(url.href, url)
  }

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1]!)
    if (!JAVASCRIPT_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase())) continue // JSON-LD and other data
    if (attrs.has('nomodule')) continue // polyfills that browsers with modules never load
    const src = attrs.get('src')
    if (src) add(src)
    else if (match[2]!.trim()) inline.push(match[2]!)
  }

  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]!)
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
    const href = attrs.get('href')
    if (!href) continue
    if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.get('as')?.toLowerCase() === 'script')) add(href)
  }

  return { external: [...external.values()], inline }
}
