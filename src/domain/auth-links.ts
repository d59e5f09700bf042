import { productSignupUrl, type Reporter } from './products'

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
} as const

const hostOf = (authHost: string) => authHost.replace(/\/+$/, '')

export function loginUrl(authHost: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.login}`
}

export function verifyEmailUrl(authHost: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.verifyEmail}`
}

/** The sign-up page, for one product when the visitor came from that product's pages. */
export function signUpUrl(authHost: string, product: string | undefined, report: Reporter): string {
  return product ? productSignupUrl(product, authHost, report) : `${hostOf(authHost)}${AUTH_PATHS.signUp}`
}

export function googleSignUpUrl(authHost: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.googleSignUp}?new_account=true`
}

/** The page that adds a marketplace solution to the visitor's account. */
export function addSolutionUrl(authHost: string, solutionId: string): string {
  return `${hostOf(authHost)}${AUTH_PATHS.addSolution}?solution_id=${encodeURIComponent(solutionId)}`
}
