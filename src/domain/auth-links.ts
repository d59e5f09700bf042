import { type ProductId, PRODUCTS, productSignupUrl, type Reporter } from './products'

/**
 * Addresses on the authentication host (SPEC §2). The host comes from site settings; every
 * link is built here so a changed path is changed once.
 */
export const AUTH_PATHS = {
  login: '/login',
  verifyEmail: '/verify_email',
  signUp: '/users/sign_up_new',
  /** Google OAuth log-in that opens a new account. */
  googleSignUp: '/auth/google_oauth2/login',
  addSolution: '/add_solution',
  /** Where a logged-in visitor's account opens: the product app itself, at the host's root. */
  account: '/',
} as const

const hostOf = (authHost: string) => authHost.replace(/\/+$/, '')

export function loginUrl(authHost: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.login}`
}

export function accountUrl(authHost: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.account}`
}

export function verifyEmailUrl(authHost: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.verifyEmail}`
}

/** The sign-up page, for one product when the visitor came from that product's pages. */
export function signUpUrl(authHost: string, product: string | undefined, report: Reporter): string {
  return product ? productSignupUrl(product, authHost, report) : `${hostOf(authHost)}${AUTH_PATHS.signUp}`
}

/**
 * A generic sign-up link marketers wrote on a product's pages, made that product's sign-up (its
 * query kept): a prospect on the CRM pages opens a CRM account. Any other link stays as it is.
 */
export function signUpUrlForProduct(url: string, authHost: string, product: ProductId | undefined): string {
  if (!product) return url
  let target: URL
  try {
    target = new URL(url)
    if (target.origin !== new URL(authHost).origin || target.pathname.replace(/\/+$/, '') !== AUTH_PATHS.signUp) return url
  } catch {
    return url
  }
  target.pathname = `/p/${PRODUCTS[product].signupSlug}${AUTH_PATHS.signUp}`
  return target.toString()
}

export function googleSignUpUrl(authHost: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.googleSignUp}?new_account=true`
}

/** The page that adds a marketplace solution to the visitor's account. */
export function addSolutionUrl(authHost: string, solutionId: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.addSolution}?solution_id=${encodeURIComponent(solutionId)}`
}

/**
 * Whether `url` opens an account on the auth host: the generic sign-up page, a product's, or
 * Google sign-up. Links marketers write in the CMS are recognised by this, so their clicks count
 * as sign-up conversions of the A/B tests.
 */
export function isSignUpUrl(url: string, authHost: string): boolean {
  let target: URL
  let host: URL
  try {
    target = new URL(url)
    host = new URL(authHost)
  } catch {
    return false // a site path or a malformed address is not on the auth host
  }
  if (target.origin !== host.origin) return false
  const path = target.pathname.replace(/\/+$/, '')
  return (
    path === AUTH_PATHS.signUp ||
    path === AUTH_PATHS.googleSignUp ||
    Object.values(PRODUCTS).some((product) => path === `/p/${product.signupSlug}${AUTH_PATHS.signUp}`)
  )
}

/** The sign-up query parameter of the keep_region A/B test. */
export const KEEP_REGION_PARAM = 'keep_region'

/**
 * A sign-up link of the keep_region test's variant: `keep_region=true` asks the auth host to keep
 * the region it detects for the visitor instead of asking for it again. The link cannot carry the
 * region itself: pages are cached once per A/B variant and shared by every visitor who gets it,
 * so nothing visitor-specific may be in their HTML; the auth host sees the visitor's own request
 * and detects the region there. Any other query (a product, Google's new_account) is kept.
 */
export function keepRegionUrl(url: string): string {
  try {
    const target = new URL(url)
    target.searchParams.set(KEEP_REGION_PARAM, 'true')
    return target.toString()
  } catch {
    return url // not an absolute address: not a sign-up link either
  }
}
