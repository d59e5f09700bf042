/**
 * The proxy's snapshot: what it routes by and sets cookies by, read in one go from the CMS.
 * A cookie definition a marketer edits reaches the attribution cookies the proxy sets.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadSiteSnapshot } from '@/cms/queries/site-snapshot'
import { routingTable } from '@/domain/routing/site-routing'
import { cookieDefinition } from '@/domain/consent/cookies'

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'cookie-definitions', data: { name: 'utm_source', category: 'marketing', mandatory: false, expiryDays: 90 }, context })
  await payload.create({
    collection: 'cookie-definitions',
    data: { name: 'user_locale', category: 'necessary', mandatory: true, expiryDays: 7, domain: '.orbit.example' },
    context,
  })
  await payload.create({ collection: 'pages', data: { title: 'Snapshot', path: '/w/snapshot', headerVariant: 'main', _status: 'published' }, context })
  await payload.create({
    collection: 'pages',
    data: { title: 'Draft', path: '/w/snapshot-draft', headerVariant: 'main', _status: 'draft' },
    draft: true,
    context,
  })
})

describe('the proxy snapshot', () => {
  it('lists published pages only', async () => {
    const snapshot = await loadSiteSnapshot(payload)
    const paths = snapshot.pages.map((page) => page.path)
    expect(paths).toContain('/w/snapshot')
    expect(paths).not.toContain('/w/snapshot-draft')
  })

  it('names the pages whose examples follow the visitor’s team: those with a team picker or product cards', async () => {
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Teams',
        path: '/w/snapshot-teams',
        headerVariant: 'main',
        layout: [{ blockType: 'teamPicker', heading: 'What does your team do?' }],
        _status: 'published',
      },
      context,
    })
    const { teamPaths } = await loadSiteSnapshot(payload)
    expect(teamPaths).toContain('/w/snapshot-teams')
    expect(teamPaths).not.toContain('/w/snapshot')
  })

  it('carries the CMS’s cookie definitions, so the proxy sets cookies with the expiry marketers chose', async () => {
    const table = routingTable(await loadSiteSnapshot(payload))
    expect(cookieDefinition('utm_source', table.cookieDefinitions)).toMatchObject({ category: 'marketing', expiryDays: 90 })
    expect(cookieDefinition('user_locale', table.cookieDefinitions)).toMatchObject({ mandatory: true, domain: '.orbit.example' })
    // Not defined in the CMS: the proxy does not set it.
    expect(cookieDefinition('utm_campaign', table.cookieDefinitions)).toBeUndefined()
  })

  it('carries the cookie policy version and the consent countries of the site settings', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { cookiePolicyVersion: 4, consentCountries: ['CH'] }, context })
    const snapshot = await loadSiteSnapshot(payload)
    expect(snapshot.consent?.policyVersion).toBe(4)
    expect(snapshot.consent?.extraCountries).toContain('CH')
  })

  it('carries the product’s hosts of the site settings, who alone may frame the sync page', async () => {
    const hosts = { auth: 'https://auth.snapshot.example', microfrontends: 'https://mf.snapshot.example/apps', community: 'https://community.snapshot.example' }
    await payload.updateGlobal({ slug: 'site-settings', data: { hosts }, context })
    const table = routingTable(await loadSiteSnapshot(payload))
    // Not the community site: it is no host of the product.
    expect(table.frameAncestors).toEqual(['https://auth.snapshot.example', 'https://mf.snapshot.example'])
  })
})
