import { z } from 'zod'

import { localeFromPath, pathToKey } from '../routing/paths'
import { isProductId, type ProductId } from '../products'
import { ERROR_EVENTS } from '../tracking/tracking'

export const INVALID_MINI_SITE_EVENT = ERROR_EVENTS.miniSiteClusterNotValid

const required = z.string().trim().min(1)

// SPEC §5 says "valid only if" the required fields are there: an unreadable optional value is dropped instead.
const optionalText = z.string().optional().catch(undefined)
const optionalFlag = z.boolean().optional().catch(undefined)

// So each of its fields gets its own message.
const group = <Shape extends z.ZodRawShape>(shape: Shape) => z.preprocess((value) => value ?? {}, z.object(shape))

const linkSchema = z.object({
  url: required,
  text: required,
  isPricingPage: optionalFlag,
  removeFromUnified: optionalFlag, // left out of the unified (all-products) header
})

// Keyed by miniSitePathKey(path); a plain string applies to every path of the mini-site.
const dynamicText = z
  .union([z.string(), z.record(z.string(), z.string().catch(''))])
  .optional()
  .catch(undefined)

export const miniSiteSchema = z.object({
  logo: group({ src: required, url: required, mobileSrc: required }),
  unifiedDesktopLogo: group({ src: required, url: required }),
  links: z.preprocess((value) => value ?? [], z.array(linkSchema)),
  dynamic_asset: z
    .record(z.string(), z.object({ src: optionalText, alt: optionalText }).catch({}))
    .optional()
    .catch(undefined),
  dynamic_title: dynamicText,
  dynamic_subtitle: dynamicText,
  alternativeProduct: z.string().trim().min(1).max(50).optional().catch(undefined),
  alternativeUrl: z.string().trim().min(1).max(2000).optional().catch(undefined),
})

export type MiniSiteConfig = z.output<typeof miniSiteSchema>

export type MiniSiteIssue = { path: string; message: string }

export type MiniSiteValidation = { valid: true; config: MiniSiteConfig } | { valid: false; issues: MiniSiteIssue[] }

const GROUP_NAMES: Record<string, string> = {
  logo: 'Logo',
  unifiedDesktopLogo: 'Unified desktop logo',
  links: 'Links',
}

const FIELD_NAMES: Record<string, string> = {
  src: 'the image (src)',
  mobileSrc: 'the mobile image (mobileSrc)',
  url: 'the link (url)',
  text: 'the text (text)',
}

function issueMessage(path: readonly PropertyKey[]): string {
  const [first, second, third] = path
  if (first === undefined) return 'The mini-site settings are missing.'
  if (first === 'links' && typeof second === 'number') {
    const field = typeof third === 'string' ? FIELD_NAMES[third] : undefined
    const where = `Link ${second + 1}`
    return field ? `${where}: ${field} is missing.` : `${where}: it needs a link (url) and a text.`
  }
  const groupName = GROUP_NAMES[String(first)] ?? String(first)
  const field = typeof second === 'string' ? FIELD_NAMES[second] : undefined
  if (field) return `${groupName}: ${field} is missing.`
  return first === 'links' ? 'Links: expected a list of links.' : `${groupName}: the settings cannot be read.`
}

// SPEC §5; the caller reports INVALID_MINI_SITE_EVENT when it is not.
export function validateMiniSite(input: unknown): MiniSiteValidation {
  const result = miniSiteSchema.safeParse(input)
  if (result.success) return { valid: true, config: result.data }
  return {
    valid: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueMessage(issue.path) })),
  }
}

// A relative file name such as `logo.svg` looks like a host and counts as one: mini-site links are
// absolute paths or full URLs.
const WITH_SCHEME_OR_SLASHES = /^(?:[a-z][a-z\d+.-]*:)?\/\/[^/?#\s]+/i
const BARE_HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i

export function hasDomain(url: unknown): boolean {
  if (typeof url !== 'string') return false
  const trimmed = url.trim()
  return WITH_SCHEME_OR_SLASHES.test(trimmed) || BARE_HOST.test(trimmed)
}

type Maybe<T> = T | null | undefined

// Also takes unvalidated data (a CMS draft, Payload's nulls): the rules hold per field, not per valid config.
export type MiniSiteLink = {
  url?: Maybe<string>
  text?: Maybe<string>
  isPricingPage?: Maybe<boolean>
  removeFromUnified?: Maybe<boolean>
}

export type DynamicText = string | Record<string, Maybe<string>>

export type MiniSiteContent = {
  links?: Maybe<readonly Maybe<MiniSiteLink>[]>
  dynamic_asset?: Maybe<Record<string, Maybe<{ src?: Maybe<string>; alt?: Maybe<string> }>>>
  dynamic_title?: Maybe<DynamicText>
  dynamic_subtitle?: Maybe<DynamicText>
}

function present(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

// Without the locale prefix: a page's language versions share one asset.
export function miniSitePathKey(path: string): string {
  return pathToKey(localeFromPath(path).path)
}

// SPEC §5
export function dynamicAssetFor(config: MiniSiteContent, path: string): { src: string; alt: string } | undefined {
  const asset = config.dynamic_asset?.[miniSitePathKey(path)]
  return asset && present(asset.src) && present(asset.alt) ? { src: asset.src, alt: asset.alt } : undefined
}

function dynamicTextFor(text: Maybe<DynamicText>, path: string): string | undefined {
  const value = typeof text === 'string' ? text : text?.[miniSitePathKey(path)]
  return present(value) ? value : undefined
}

export function dynamicTitleFor(config: MiniSiteContent, path: string): string | undefined {
  return dynamicTextFor(config.dynamic_title, path)
}

export function dynamicSubtitleFor(config: MiniSiteContent, path: string): string | undefined {
  return dynamicTextFor(config.dynamic_subtitle, path)
}

function isValidLink(link: Maybe<MiniSiteLink>): link is MiniSiteLink & { url: string; text: string } {
  return present(link?.url) && present(link?.text)
}

// SPEC §5
export function pricingLink(config: MiniSiteContent): { url: string; text: string } | undefined {
  const links = config.links ?? []
  if (!links.every(isValidLink)) return undefined
  const link = links.find((candidate) => candidate.isPricingPage === true)
  return link && { url: link.url, text: link.text }
}

// The unified desktop header has room for the product's main links only; the phone layout, with no
// site menu beside it, keeps every link.
export function inUnifiedHeader(link: Pick<MiniSiteLink, 'removeFromUnified'>): boolean {
  return link.removeFromUnified !== true
}

export function unifiedHeaderLinks<Link extends MiniSiteLink>(links: readonly Link[]): Link[] {
  return links.filter(inUnifiedHeader)
}

export type AlternativeSwitch = { product: ProductId; url: string }

// SPEC §3. A mini-site pointing at its own product would send visitors in a circle.
export function alternativeSwitch(
  config: { alternativeProduct?: Maybe<string>; alternativeUrl?: Maybe<string> },
  currentProduct: ProductId,
): AlternativeSwitch | undefined {
  const { alternativeProduct: product, alternativeUrl: url } = config
  if (!isProductId(product) || product === currentProduct || !present(url)) return undefined
  return { product, url: url.trim() }
}

// SPEC §4; the route hands the server's in.
export type InvalidMiniSiteReport = (miniSite: { id: number | string; name: string; updatedAt: string }, issues: readonly MiniSiteIssue[]) => void
