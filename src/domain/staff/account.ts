/** Rules for staff sign-in details, shared by the admin and the command line. */

export const MIN_PASSWORD_LENGTH = 12
export const MAX_PASSWORD_LENGTH = 256

/** Returns true, or what is wrong with the password in one sentence. */
export function validateStaffPassword(password: string): true | string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return `The password can have at most ${MAX_PASSWORD_LENGTH} characters.`
  }
  if (password.trim() !== password) return 'The password cannot start or end with a space.'
  return true
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email)
}
