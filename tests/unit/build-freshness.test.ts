import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { buildIsStale, recordBuildSettings } from '@/server/cli/build-freshness'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-build-'))
  roots.push(root)
  fs.mkdirSync(path.join(root, 'src', 'site'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src', 'site', 'Page.tsx'), 'old')
  return root
}

const at = (file: string, seconds: number) => fs.utimesSync(file, seconds, seconds)

describe('buildIsStale', () => {
  it('wants a build when there is none', () => {
    expect(buildIsStale(project(), '.next')).toBe(true)
  })

  it('keeps a build newer than every source, and rebuilds after a source changes', () => {
    const root = project()
    const source = path.join(root, 'src', 'site', 'Page.tsx')
    at(source, 1_000)
    at(path.join(root, 'src', 'site'), 1_000)
    at(path.join(root, 'src'), 1_000)
    fs.mkdirSync(path.join(root, '.next'))
    const buildId = path.join(root, '.next', 'BUILD_ID')
    fs.writeFileSync(buildId, 'abc')
    at(buildId, 2_000)
    expect(buildIsStale(root, '.next')).toBe(false)

    at(source, 3_000)
    expect(buildIsStale(root, '.next')).toBe(true)
  })

  it('rebuilds when a setting baked into the build (the CSP’s tracking or Sentry origin) changes', () => {
    const root = project()
    fs.mkdirSync(path.join(root, '.next'))
    fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'abc')
    at(path.join(root, '.next', 'BUILD_ID'), Date.now() / 1000 + 60)
    const settings = { TRACKING_URL: 'https://events.example/collect', SENTRY_DSN: undefined, PORT: '3000' }
    recordBuildSettings(root, '.next', settings)
    expect(buildIsStale(root, '.next', settings)).toBe(false)
    expect(buildIsStale(root, '.next', { ...settings, PORT: '4000' })).toBe(false)
    expect(buildIsStale(root, '.next', { ...settings, TRACKING_URL: 'https://other.example/collect' })).toBe(true)
    expect(buildIsStale(root, '.next', { ...settings, SENTRY_DSN: 'https://key@o1.ingest.sentry.io/1' })).toBe(true)
  })
})
