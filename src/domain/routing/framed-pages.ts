import { localeFromPath } from './paths'

// The sync page the product's own hosts load in a frame: only they may frame it, and it shows
// without the site's header and footer. Matched in any language and letter case.
export const PRODUCT_FRAMED_PATHS: readonly string[] = ['/external/hp-sync']

export function isProductFramedPath(pathname: string): boolean {
  return PRODUCT_FRAMED_PATHS.includes(localeFromPath(pathname).path.toLowerCase())
}

// Only a bare https origin reaches the policy, never a path or a `;` that could smuggle a directive in.
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/

export function isFrameAncestorOrigin(value: unknown): value is string {
  return typeof value === 'string' && HTTPS_ORIGIN.test(value)
}

type ProductHosts = { auth?: string | null; microfrontends?: string | null }

// The product's hosts of Site settings: the app (on the auth host) and its micro-frontends.
export function productFrameAncestors(hosts: ProductHosts | null | undefined): string[] {
  const origins = [hosts?.auth, hosts?.microfrontends].flatMap((value) => {
    if (!value || !URL.canParse(value)) return []
    const origin = new URL(value).origin.toLowerCase()
    return isFrameAncestorOrigin(origin) ? [origin] : []
  })
  return [...new Set(origins)]
}
