import { describe, expect, it } from 'vitest'

import { addSolutionUrl, googleSignUpUrl, loginUrl, signUpUrl, signUpUrlForProduct, verifyEmailUrl } from '@/domain/auth-links'

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

  it('opens a Google sign-up for a product by its platform id, and reports an unknown product', () => {
    const reports: string[] = []
    const report = (message: string) => reports.push(message)
    expect(googleSignUpUrl(host, { value: 'crm', report })).toBe('https://auth.orbit.example/auth/google_oauth2/login?new_account=true&product_id=crm')
    expect(googleSignUpUrl(host, { value: 'marketing_campaigns', report })).toBe(
      'https://auth.orbit.example/auth/google_oauth2/login?new_account=true&product_id=marketingCampaigns',
    )
    expect(googleSignUpUrl(host, { value: 'nonsense', report })).toBe('https://auth.orbit.example/auth/google_oauth2/login?new_account=true&product_id=core')
    expect(reports).toEqual(['Platform product ID not found for product value: nonsense'])
  })

  it('passes the solution id as an encoded query parameter', () => {
    expect(addSolutionUrl(host, '42 & more')).toBe('https://auth.orbit.example/add_solution?solution_id=42%20%26%20more')
  })
})

describe('sign-up links on a product’s pages', () => {
  const authHost = 'https://auth.orbit.example'

  it('turn the generic sign-up into the product’s, keeping the query', () => {
    expect(signUpUrlForProduct(`${authHost}/users/sign_up_new`, authHost, 'crm')).toBe(`${authHost}/p/crm/users/sign_up_new`)
    expect(signUpUrlForProduct(`${authHost}/users/sign_up_new/?plan=pro`, authHost, 'dev')).toBe(`${authHost}/p/software/users/sign_up_new?plan=pro`)
    expect(signUpUrlForProduct(`${authHost}/users/sign_up_new`, authHost, 'work-management')).toBe(`${authHost}/p/work_management/users/sign_up_new`)
  })

  it('leave every other link alone: no product, another product’s sign-up, Google, another host, a site path', () => {
    expect(signUpUrlForProduct(`${authHost}/users/sign_up_new`, authHost, undefined)).toBe(`${authHost}/users/sign_up_new`)
    expect(signUpUrlForProduct(`${authHost}/p/service/users/sign_up_new`, authHost, 'crm')).toBe(`${authHost}/p/service/users/sign_up_new`)
    expect(signUpUrlForProduct(`${authHost}/auth/google_oauth2/login?new_account=true`, authHost, 'crm')).toBe(
      `${authHost}/auth/google_oauth2/login?new_account=true`,
    )
    expect(signUpUrlForProduct('https://elsewhere.example/users/sign_up_new', authHost, 'crm')).toBe('https://elsewhere.example/users/sign_up_new')
    expect(signUpUrlForProduct('/pricing', authHost, 'crm')).toBe('/pricing')
  })
})
