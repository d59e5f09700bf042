// Only a link to a missing path blocks publishing: visitors would land on the 404 page.
import { isLocale, type Locale } from '../locales'
import { ASSET_PREFIX, localeFromPath, normalisePath } from '../routing/paths'

// Google shows about 60 characters of a title and 155–160 of a description.
export const SEO_LENGTHS = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
} as const

export type SeoTextKind = keyof typeof SEO_LENGTHS

export type LengthHint = { length: number; verdict: 'empty' | 'short' | 'good' | 'long'; message: string }

const SEO_NAMES: Record<SeoTextKind, string> = { title: 'SEO title', description: 'SEO description' }

export function seoLengthHint(kind: SeoTextKind, text: string | null | undefined): LengthHint {
  const length = [...(text ?? '').trim()].length
  const { min, max } = SEO_LENGTHS[kind]
  const name = SEO_NAMES[kind]
  if (length === 0) {
    const fallback = kind === 'title' ? 'the page title is used' : 'search engines pick a snippet from the page'
    return { length, verdict: 'empty', message: `${name} is empty: ${fallback}. Aim for ${min}–${max} characters.` }
  }
  if (length < min) return { length, verdict: 'short', message: `${name} is short (${length} characters): aim for ${min}–${max}.` }
  if (length > max) return { length, verdict: 'long', message: `${name} is long (${length} characters): search engines cut it after about ${max}.` }
  return { length, verdict: 'good', message: `${name}: ${length} characters, within ${min}–${max}.` }
}

const NON_PAGE_PREFIXES = [ASSET_PREFIX, '/api', '/admin', '/_next', '/healthz', '/proxy-snapshot', '/external'] as const
const NON_PAGE_PATHS = ['/sitemap.xml', '/robots.txt', '/favicon.ico'] as const

// Undefined for a link elsewhere (another host, mailto:, an anchor) or to something that is not a page.
export function internalLinkTarget(href: string): { path: string; locale: Locale } | undefined {
  const trimmed = href.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return undefined
  const path = normalisePath(trimmed)
  if (NON_PAGE_PATHS.includes(path as (typeof NON_PAGE_PATHS)[number])) return undefined
  if (NON_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return undefined
  // The proxy redirects `/lang/en/…` to the English address.
  const target = localeFromPath(path.replace(/^\/lang\/en(?=\/|$)/, '') || '/')
  return isLocale(target.locale) ? target : undefined
}

export function missingInternalLinks(hrefs: readonly string[], exists: (path: string, locale: Locale) => boolean): string[] {
  const missing = hrefs.filter((href) => {
    const target = internalLinkTarget(href)
    return target !== undefined && !exists(target.path, target.locale)
  })
  return [...new Set(missing)]
}

export type PageContentScan = { links: string[]; images: { id: string | number; filename: string; alt: string }[] }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function asImage(value: Record<string, unknown>): PageContentScan['images'][number] | undefined {
  const { id, filename, mimeType, alt } = value
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof filename !== 'string' || typeof mimeType !== 'string') return undefined
  return { id, filename, alt: typeof alt === 'string' ? alt : '' }
}

// Images are not searched further: their own `url` is the file, not a link.
export function scanPageContent(content: unknown): PageContentScan {
  const scan: PageContentScan = { links: [], images: [] }
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!isRecord(value)) return
    const image = asImage(value)
    if (image) {
      if (!scan.images.some((known) => known.id === image.id)) scan.images.push(image)
      return
    }
    if (typeof value.url === 'string' && value.url !== '') scan.links.push(value.url)
    Object.values(value).forEach(visit)
  }
  visit(content)
  return scan
}

export type PublishCheck = {
  kind: 'missing-link' | 'missing-alt' | 'seo-title' | 'seo-description' | 'untranslated'
  blocking: boolean
  message: string
}

export type PublishCheckInput = {
  scan: PageContentScan
  seoTitle: string | null | undefined
  seoDescription: string | null | undefined
  missingLinks: readonly string[]
  // Locales the page exists in but which show English.
  untranslated: readonly Locale[]
}

export function missingLinksMessage(links: readonly string[]): string {
  const named = links.map((link) => `“${link}”`).join(', ')
  return links.length === 1
    ? `The link ${named} goes to a page that does not exist on this site. Fix or remove it before publishing.`
    : `The links ${named} go to pages that do not exist on this site. Fix or remove them before publishing.`
}

export function publishChecks(input: PublishCheckInput): PublishCheck[] {
  const checks: PublishCheck[] = []
  if (input.missingLinks.length > 0) checks.push({ kind: 'missing-link', blocking: true, message: missingLinksMessage(input.missingLinks) })
  for (const image of input.scan.images.filter((image) => image.alt.trim() === '')) {
    checks.push({ kind: 'missing-alt', blocking: false, message: `The image “${image.filename}” has no alternative text in this language.` })
  }
  const title = seoLengthHint('title', input.seoTitle)
  if (title.verdict !== 'good') checks.push({ kind: 'seo-title', blocking: false, message: title.message })
  const description = seoLengthHint('description', input.seoDescription)
  if (description.verdict !== 'good') checks.push({ kind: 'seo-description', blocking: false, message: description.message })
  if (input.untranslated.length > 0) {
    checks.push({
      kind: 'untranslated',
      blocking: false,
      message: `Not translated (shows English): ${input.untranslated.join(', ')}.`,
    })
  }
  return checks
}
