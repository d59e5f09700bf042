import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import playwrightConfig from '../../playwright.config'
import { buildIsStale, recordBuildSettings } from '@/server/cli/build-freshness'

import { CLUSTER_BUILD_SETTINGS } from '../helpers/cluster'

/*
 * The cluster tests run on the browser tests' build (.next-e2e) and build it again when it was
 * made with other build settings (the CSP bakes in the origins of TRACKING_URL and SENTRY_DSN).
 * The browser tests now set SENTRY_DSN: the cluster must pass the same, or CI builds twice.
 */

const webServers = [playwrightConfig.webServer ?? []].flat()
const site = webServers.find((server) => server.env?.NEXT_DIST_DIR === '.next-e2e')

describe('the cluster tests reuse the browser tests’ build', () => {
  it('with the same build settings, so the stamp the browser tests leave counts as fresh', () => {
    expect(site?.env?.SENTRY_DSN).toBeTruthy()
    // Playwright starts the site with the environment plus its own settings, as the cluster helper does.
    const browserTestsEnv = { ...process.env, ...site!.env }
    const clusterEnv = { ...process.env, ...CLUSTER_BUILD_SETTINGS }

    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-build-'))
    fs.mkdirSync(path.join(root, '.next-e2e'))
    fs.writeFileSync(path.join(root, '.next-e2e', 'BUILD_ID'), 'e2e')
    recordBuildSettings(root, '.next-e2e', browserTestsEnv)
    expect(buildIsStale(root, '.next-e2e', clusterEnv)).toBe(false)
    // Without the DSN, the cluster would build again.
    expect(buildIsStale(root, '.next-e2e', { ...clusterEnv, SENTRY_DSN: '' })).toBe(true)
    fs.rmSync(root, { recursive: true, force: true })
  })
})
