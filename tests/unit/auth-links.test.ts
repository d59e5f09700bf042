import { describe, expect, it } from 'vitest'

import { addSolutionUrl, googleSignUpUrl, loginUrl, signUpUrl, verifyEmailUrl } from '@/domain/auth-links'

const host = 'https://auth.orbit.example/'

describe('links to the authentication host', () => {
  it('builds every page from the configured host', () => {
    expect(loginUrl(host)).toBe('https://auth.orbit.example/login')
    expect(verifyEmailUrl(host)).toBe('https://auth.orbit.example/verify_email')
    expect(signUpUrl(host, undefined, () => {})).toBe('https://auth.orbit.example/users/sign_up_new')
    expect(googleSignUpUrl(host)).toBe('https://auth.orbit.example/auth/google_oauth2/login?new_account=true')
  })

  it('signs up for a product on its own path, and an unknown product on the generic one with a report', () => {
    const reports: string[] = []
    expect(signUpUrl(host, 'crm', (message) => reports.push(message))).toBe('https://auth.orbit.example/p/crm/users/sign_up_new')
    expect(signUpUrl(host, 'nonsense', (message) => reports.push(message))).toBe('https://auth.orbit.example/users/sign_up_new')
    expect(reports).toEqual(['Product signup URL not found for product value: nonsense'])
  })

  it('passes the solution id as an encoded query parameter', () => {
    expect(addSolutionUrl(host, '42 & more')).toBe('https://auth.orbit.example/add_solution?solution_id=42%20%26%20more')
  })
})
