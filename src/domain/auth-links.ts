import { platformProductId, type ProductId, PRODUCTS, productSignupUrl, type Reporter } from './products'

// SPEC §2. Every link to the auth host is built here, so a changed path is changed once.
export const AUTH_PATHS = {
  login: '/login',
  verifyEmail: '/verify_email',
  signUp: '/users/sign_up_new',
  googleSignUp: '/auth/google_oauth2/login',
  addSolution: '/add_solution',
  // The product app itself, at the host's root.
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

export function signUpUrl(authHost: string, product: string | undefined, report: Reporter): string {
  return product ? productSignupUrl(product, authHost, report) : `${hostOf(authHost)}${AUTH_PATHS.signUp}`
}

// A prospect on the CRM pages opens a CRM account; the link's query is kept.
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

export const PLATFORM_PRODUCT_PARAM = 'product_id'

// Google's sign-up has no path per product, so the account's product goes as the platform's id
// (an unknown value is reported and opens the platform's base product).
export function googleSignUpUrl(authHost: string, product?: { value: string; report: Reporter }): string {
  const url = `${hostOf(authHost)}${AUTH_PATHS.googleSignUp}?new_account=true`
  if (!product) return url
  return `${url}&${PLATFORM_PRODUCT_PARAM}=${encodeURIComponent(platformProductId(product.value, product.report))}`
}

export function addSolutionUrl(authHost: string, solutionId: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.addSolution}?solution_id=${encodeURIComponent(solutionId)}`
}

// CMS links recognised by this count as sign-up conversions of the A/B tests.
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

export const KEEP_REGION_PARAM = 'keep_region'

// The link cannot carry the region itself: pages are cached per A/B variant and shared, so nothing
// visitor-specific may be in their HTML; the auth host detects the region from the visitor's request.
export function keepRegionUrl(url: string): string {
  try {
    const target = new URL(url)
    target.searchParams.set(KEEP_REGION_PARAM, 'true')
    return target.toString()
  } catch {
    return url // not an absolute address: not a sign-up link either
  }
}
