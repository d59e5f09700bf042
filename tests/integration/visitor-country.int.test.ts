/**
 * GET /api/visitor-country, through the route Next.js serves (the contact-sales form's country
 * pre-selection): the trusted edge header's country when it names one, else the site settings'
 * default country, the rule the proxy applies to pages (SPEC §9 "Default country").
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(payload)/api/visitor-country/route'

beforeAll(async () => {
  const payload = await getPayload({ config })
  // Not the built-in US, so that an answer of the default cannot be a coincidence.
  await payload.updateGlobal({ slug: 'site-settings', data: { defaultCountry: 'CA' }, context: { disableRevalidate: true } })
})

async function countryFor(headers: Record<string, string>): Promise<unknown> {
  const response = await GET(new Request('http://localhost:3000/api/visitor-country', { headers }))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return ((await response.json()) as { country: unknown }).country
}

describe('the visitor country the lead forms pre-select', () => {
  it('is the header’s country when it names one', async () => {
    expect(await countryFor({ 'x-visitor-country': 'DE' })).toBe('DE')
    expect(await countryFor({ 'x-visitor-country': 'fr' })).toBe('FR')
  })

  it('is the site settings’ default country when the header is missing', async () => {
    expect(await countryFor({})).toBe('CA')
  })

  it('is the site settings’ default country when the header names no country', async () => {
    for (const header of ['Atlantis', 'XX', '', '12']) expect(await countryFor({ 'x-visitor-country': header })).toBe('CA')
  })

  it('counts the US oceanic territories as the US, as the pages do', async () => {
    expect(await countryFor({ 'x-visitor-country': 'GU' })).toBe('US')
  })
})
