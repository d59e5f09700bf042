import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from '@/infrastructure/env'

const dirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-env-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const STRONG_SECRET = 'x'.repeat(40)

describe('parseEnv', () => {
  it('refuses to run in production without PAYLOAD_SECRET, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' }, tempDir())).toThrow(EnvError)
    expect(() => parseEnv({ NODE_ENV: 'production' }, tempDir())).toThrow(/PAYLOAD_SECRET is required when NODE_ENV=production/)
  })

  it('refuses a short production secret and a plain-http public URL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short-but-16-chars' }, tempDir())).toThrow(/PAYLOAD_SECRET must be at least 32 characters/)
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: STRONG_SECRET, SERVER_URL: 'http://www.orbit.example' }, tempDir())).toThrow(
      /SERVER_URL must use https/,
    )
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: STRONG_SECRET, SERVER_URL: 'http://localhost:3000' }, tempDir()).serverUrl).toBe(
      'http://localhost:3000',
    )
  })

  it('in development generates a secret once in the data folder and reuses it', () => {
    const cwd = tempDir()
    const first = parseEnv({}, cwd)
    const second = parseEnv({}, cwd)
    expect(first.payloadSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(second.payloadSecret).toBe(first.payloadSecret)
    const file = path.join(cwd, '.data', 'payload-secret')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })

  it('applies defaults, treating blank values as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: ' ', PAYLOAD_SECRET: STRONG_SECRET }, tempDir())
    expect(env).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      serverUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      embeddedPostgresPort: 54329,
      brand: { name: 'Orbit', slug: 'orbit' },
      distDir: '.next',
    })
  })

  it('reads TRUSTED_PROXIES: none by default, a hop count or proxy ranges; refuses anything else by name', () => {
    expect(parseEnv({ PAYLOAD_SECRET: STRONG_SECRET }, tempDir()).trustedProxies).toEqual({ kind: 'none' })
    expect(parseEnv({ PAYLOAD_SECRET: STRONG_SECRET, TRUSTED_PROXIES: '2' }, tempDir()).trustedProxies).toEqual({ kind: 'hops', count: 2 })
    expect(parseEnv({ PAYLOAD_SECRET: STRONG_SECRET, TRUSTED_PROXIES: '10.0.0.0/8' }, tempDir()).trustedProxies).toMatchObject({ kind: 'ranges' })
    expect(() => parseEnv({ PAYLOAD_SECRET: STRONG_SECRET, TRUSTED_PROXIES: 'my-load-balancer' }, tempDir())).toThrow(/TRUSTED_PROXIES/)
  })

  it('reports every invalid variable at once', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://db/orbit', BRAND_SLUG: 'Orbit Inc' }, tempDir())
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL')
      expect(message).toContain('BRAND_SLUG must be lowercase letters')
    }
  })

  it('trusts the site origin and the extra origins for cookie authentication', () => {
    const env = parseEnv(
      { SERVER_URL: 'https://www.orbit.example/', CSRF_TRUSTED_ORIGINS: 'https://preview.orbit.example/path, ', PAYLOAD_SECRET: STRONG_SECRET },
      tempDir(),
    )
    expect(env.serverUrl).toBe('https://www.orbit.example')
    expect(env.trustedOrigins).toEqual(['https://www.orbit.example', 'https://preview.orbit.example'])
  })

  it('takes a Sentry DSN only in the form Sentry itself accepts, so a typo cannot turn error reports off unseen', () => {
    expect(parseEnv({ PAYLOAD_SECRET: STRONG_SECRET, SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/42' }, tempDir()).sentry.dsn).toBe(
      'https://abc123@o1.ingest.sentry.io/42',
    )
    expect(() => parseEnv({ SENTRY_DSN: 'https://e2e-public-key@127.0.0.1:3102/1' }, tempDir())).toThrow(/SENTRY_DSN must be a DSN as Sentry shows it/)
    expect(() => parseEnv({ SENTRY_DSN: 'https://o1.ingest.sentry.io/42' }, tempDir())).toThrow(/SENTRY_DSN/)
  })

  it('configures the scheduling service: local default, timeout bounds, https booking link, https in production', () => {
    expect(parseEnv({ PAYLOAD_SECRET: STRONG_SECRET }, tempDir()).scheduling).toEqual({ url: undefined, timeoutMs: 2_500, bookingUrl: undefined })
    expect(
      parseEnv(
        {
          PAYLOAD_SECRET: STRONG_SECRET,
          SCHEDULING_URL: 'http://scheduling.internal:8080',
          SCHEDULING_TIMEOUT_MS: '800',
          MEETING_BOOKING_URL: 'https://meet.orbit.example/sales',
        },
        tempDir(),
      ).scheduling,
    ).toEqual({ url: 'http://scheduling.internal:8080', timeoutMs: 800, bookingUrl: 'https://meet.orbit.example/sales' })
    expect(() => parseEnv({ SCHEDULING_TIMEOUT_MS: '50' }, tempDir())).toThrow(/SCHEDULING_TIMEOUT_MS/)
    expect(() => parseEnv({ SCHEDULING_URL: 'ftp://scheduling.internal' }, tempDir())).toThrow(/SCHEDULING_URL/)
    expect(() => parseEnv({ MEETING_BOOKING_URL: 'javascript:alert(1)' }, tempDir())).toThrow(/MEETING_BOOKING_URL must be an https:\/\/ URL/)
    expect(() => parseEnv({ MEETING_BOOKING_URL: 'http://meet.orbit.example' }, tempDir())).toThrow(/MEETING_BOOKING_URL/)

    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: STRONG_SECRET }
    expect(() => parseEnv({ ...production, SCHEDULING_URL: 'http://scheduling.orbit.example' }, tempDir())).toThrow(/SCHEDULING_URL must use https/)
    expect(parseEnv({ ...production, SCHEDULING_URL: 'http://localhost:4000' }, tempDir()).scheduling.url).toBe('http://localhost:4000')
  })

  it('configures email: logged when no SMTP server is given, sender defaults from the brand', () => {
    const defaults = parseEnv({ PAYLOAD_SECRET: STRONG_SECRET, BRAND_NAME: 'Acme "Work"', EMAIL_FROM_ADDRESS: ' ' }, tempDir())
    expect(defaults.email).toEqual({ smtpUrl: undefined, fromAddress: 'no-reply@localhost', fromName: 'Acme Work' })
    expect(defaults.leadNotifications).toEqual({ sales: undefined, support: undefined })

    const configured = parseEnv(
      {
        PAYLOAD_SECRET: STRONG_SECRET,
        SMTP_URL: 'smtps://mailer:s3cret@smtp.orbit.example:465',
        EMAIL_FROM_ADDRESS: 'hello@orbit.example',
        EMAIL_FROM_NAME: 'Orbit Sales',
        LEADS_SALES_EMAIL: 'sales@orbit.example',
        LEADS_SUPPORT_EMAIL: 'support@orbit.example',
      },
      tempDir(),
    )
    expect(configured.email).toEqual({ smtpUrl: 'smtps://mailer:s3cret@smtp.orbit.example:465', fromAddress: 'hello@orbit.example', fromName: 'Orbit Sales' })
    expect(configured.leadNotifications).toEqual({ sales: 'sales@orbit.example', support: 'support@orbit.example' })
    expect(parseEnv({ PAYLOAD_SECRET: STRONG_SECRET, SMTP_URL: 'smtp://localhost:1025' }, tempDir()).email.smtpUrl).toBe('smtp://localhost:1025')
  })

  it('refuses malformed email settings without repeating the SMTP password', () => {
    try {
      parseEnv({ SMTP_URL: 'https://mailer:topsecret@smtp.orbit.example' }, tempDir())
      expect.unreachable()
    } catch (error) {
      expect((error as Error).message).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/)
      expect((error as Error).message).not.toContain('topsecret')
    }
    expect(() => parseEnv({ LEADS_SALES_EMAIL: 'sales team' }, tempDir())).toThrow(/LEADS_SALES_EMAIL must be an email address/)
    expect(() => parseEnv({ LEADS_SUPPORT_EMAIL: 'a@b.example, c@d.example' }, tempDir())).toThrow(/LEADS_SUPPORT_EMAIL/)
    expect(() => parseEnv({ EMAIL_FROM_ADDRESS: 'no-reply@orbit.example\r\nBcc: x@evil.example' }, tempDir())).toThrow(/EMAIL_FROM_ADDRESS/)
    expect(() => parseEnv({ EMAIL_FROM_NAME: 'Orbit\nBcc: x@evil.example' }, tempDir())).toThrow(/EMAIL_FROM_NAME must be one line/)
  })
})
