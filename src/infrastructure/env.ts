import path from 'node:path'
import { z } from 'zod'

import { parseTrustedProxies, type TrustedProxies } from '@/domain/client-key'

import { readOrCreateSecret } from './secrets'

/** `.env` files often hold `NAME=` for "unset"; treat blank as absent so defaults apply. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const unset = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema)

const port = z.coerce.number().int().min(1).max(65_535)

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })

const emailAddress = z
  .string()
  .max(254)
  .regex(/^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/, 'must be an email address such as sales@example.com')

const commaList = z.string().transform((list) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
)

const rawEnvSchema = z.object({
  NODE_ENV: unset(z.enum(['development', 'production', 'test']).default('development')),
  PORT: unset(port.default(3000)),
  SERVER_URL: unset(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: unset(postgresUrl.optional()),
  PAYLOAD_SECRET: unset(z.string().min(16, 'must be at least 16 characters').optional()),
  DATA_DIR: unset(z.string().default('.data')),
  EMBEDDED_POSTGRES_PORT: unset(port.default(54329)),
  CSRF_TRUSTED_ORIGINS: unset(commaList.default([])),
  BRAND_NAME: unset(z.string().max(60).default('Orbit')),
  BRAND_SLUG: unset(
    z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be lowercase letters, digits and dashes')
      .default('orbit'),
  ),
  NEXT_DIST_DIR: unset(z.string().default('.next')),
  LOG_LEVEL: unset(z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info')),
  VISITOR_COUNTRY_HEADER: unset(
    z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/i, 'must be an HTTP header name such as x-visitor-country')
      .transform((name) => name.toLowerCase())
      .default('x-visitor-country'),
  ),
  TRACKING_URL: unset(z.url({ protocol: /^https?$/ }).optional()),
  TRACKER_MODE: unset(z.enum(['collect', 'console']).optional()),
  TRACKING_TIMEOUT_MS: unset(z.coerce.number().int().min(100).max(30_000).default(2_000)),
  COLLECTOR_RATE_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(120)),
  FORM_RATE_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(10)),
  MEMBER_RATE_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(20)),
  MEMBER_EMAIL_RATE_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(3)),
  STAFF_LOGIN_RATE_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(10)),
  TEMPLATE_IMAGE_DAILY_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(30)),
  TEMPLATE_SUBMISSION_DAILY_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(10)),
  TEMPLATE_LIKE_DAILY_LIMIT: unset(z.coerce.number().int().min(1).max(1_000_000).default(3)),
  // Sentry's own DSN parser refuses these too, and Sentry then stays off silently: say so at start-up.
  SENTRY_DSN: unset(
    z
      .url({ protocol: /^https?$/ })
      .regex(/^https?:\/\/\w+(:\w*)?@[\w.-]+(:\d+)?\/.+/, 'must be a DSN as Sentry shows it: https://<public key>@<host>/<project id>')
      .optional(),
  ),
  SENTRY_ENVIRONMENT: unset(
    z
      .string()
      .regex(/^[a-z0-9_.-]{1,64}$/i, 'must be a name such as production')
      .optional(),
  ),
  CAREERS_FEED_URL: unset(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional()),
  CAREERS_FEED_TIMEOUT_MS: unset(z.coerce.number().int().min(100).max(30_000).default(3_000)),
  SCHEDULING_URL: unset(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  SCHEDULING_TIMEOUT_MS: unset(z.coerce.number().int().min(100).max(30_000).default(2_500)),
  MEETING_BOOKING_URL: unset(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional()),
  // The message never repeats the value: the URL carries the SMTP password.
  SMTP_URL: unset(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  EMAIL_FROM_ADDRESS: unset(emailAddress.default('no-reply@localhost')),
  // Payload writes it between double quotes in the From header.
  EMAIL_FROM_NAME: unset(
    z
      .string()
      .max(100)
      .regex(/^[^\r\n"\\]*$/, 'must be one line without " or \\')
      .optional(),
  ),
  LEADS_SALES_EMAIL: unset(emailAddress.optional()),
  LEADS_SUPPORT_EMAIL: unset(emailAddress.optional()),
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseTrustedProxies(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `is not a hop count or a list of proxy addresses: ${(error as Error).message}` })
      }
    }),
  // The message never repeats the value: the URL may carry a password.
  REDIS_URL: unset(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
  S3_BUCKET: unset(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
  ),
  S3_REGION: unset(
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as eu-west-1')
      .default('us-east-1'),
  ),
  S3_ENDPOINT: unset(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  S3_FORCE_PATH_STYLE: unset(z.enum(['true', 'false']).default('false')),
  S3_ACCESS_KEY_ID: unset(z.string().optional()),
  S3_SECRET_ACCESS_KEY: unset(z.string().optional()),
  CLUSTER_INSTANCES: unset(z.coerce.number().int().min(1).max(16).default(2)),
  CLUSTER_REDIS_PORT: unset(port.default(6379)),
  STAGE_PORT: unset(port.max(65_520).default(8443)),
  PRODUCT_AUTH_URL: unset(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional()),
  SERVER_PAGE_COPIES: unset(z.enum(['on', 'off']).default('on')),
})

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const

const isLocalhost = (url: URL) => (LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)

const envSchema = rawEnvSchema.superRefine((env, ctx) => {
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: "must be set together with the other S3 key (or leave both unset for the AWS SDK's own credentials)",
    })
  }
  if (env.NODE_ENV !== 'production') return
  // A production server without its own secret would sign sessions with a guessable key.
  if (!env.PAYLOAD_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYLOAD_SECRET'],
      message: 'is required when NODE_ENV=production (generate one with `openssl rand -hex 32`)',
    })
  } else if (env.PAYLOAD_SECRET.length < 32) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYLOAD_SECRET'],
      message: 'must be at least 32 characters when NODE_ENV=production',
    })
  }
  if (env.SERVER_URL) {
    const url = new URL(env.SERVER_URL)
    if (url.protocol !== 'https:' && !isLocalhost(url)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVER_URL'],
        message: 'must use https:// when NODE_ENV=production (except on localhost)',
      })
    }
  }
  // The scheduling service is sent the prospect's phone and company; plain http only to a sidecar.
  const scheduling = env.SCHEDULING_URL ? new URL(env.SCHEDULING_URL) : undefined
  if (scheduling && scheduling.protocol !== 'https:' && !isLocalhost(scheduling)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SCHEDULING_URL'],
      message: 'must use https:// when NODE_ENV=production (except on localhost)',
    })
  }
})

export type S3Settings = {
  bucket: string
  region: string
  /** Any S3-compatible store (MinIO, R2…); undefined: AWS. */
  endpoint: string | undefined
  forcePathStyle: boolean
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
}

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  isProduction: boolean
  port: number
  serverUrl: string
  dataDir: string
  databaseUrl: string | undefined
  embeddedPostgresPort: number
  payloadSecret: string
  /** The site's own origin first; on a local run also its other loopback spellings. */
  trustedOrigins: string[]
  brand: { name: string; slug: string }
  distDir: string
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent'
  visitorCountryHeader: string
  tracking: {
    /** Undefined: the site's own /api/collect. */
    url: string | undefined
    mode: 'collect' | 'console'
    timeoutMs: number
  }
  collectorRateLimit: number
  formRateLimit: number
  staffLoginRateLimit: number
  memberLimits: {
    perAddress: number
    perEmail: number
    imagesPerDay: number
    templatesPerDay: number
    likesPerDay: number
  }
  sentry: { dsn: string | undefined; environment: string }
  careers: {
    /** Undefined: the CMS's positions. */
    feedUrl: string | undefined
    feedTimeoutMs: number
  }
  scheduling: {
    /** Undefined: the local default's rules. */
    url: string | undefined
    timeoutMs: number
    bookingUrl: string | undefined
  }
  email: {
    /** A secret: never logged. Undefined: emails are written to the log. */
    smtpUrl: string | undefined
    fromAddress: string
    fromName: string
  }
  /** Undefined: rate limits and Next's cache stay in this process. */
  redisUrl: string | undefined
  s3: S3Settings | undefined
  /** `instances` is also how many share the rate limits: while Redis is away each counts its share. */
  cluster: { instances: number; redisPort: number }
  stage: { port: number }
  productAuthUrl: string | undefined
  pageCopies: boolean
  /** Undefined: no email (the lead's notification is 'skipped'). */
  leadNotifications: {
    sales: string | undefined
    support: string | undefined
  }
  trustedProxies: TrustedProxies
}

export class EnvError extends Error {
  constructor(issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

type Source = Record<string, string | undefined>

/** Pure except for the development secret file. */
export function parseEnv(source: Source, cwd: string = process.cwd()): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`))
  }
  const raw = result.data
  const dataDir = path.resolve(cwd, raw.DATA_DIR)
  const serverUrl = (raw.SERVER_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '')
  const isProduction = raw.NODE_ENV === 'production'
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    serverUrl,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    embeddedPostgresPort: raw.EMBEDDED_POSTGRES_PORT,
    payloadSecret: raw.PAYLOAD_SECRET ?? readOrCreateSecret(path.join(dataDir, 'payload-secret')),
    trustedOrigins: [
      ...new Set([
        serverUrl,
        ...(raw.NODE_ENV === 'development' || raw.SERVER_URL === undefined ? loopbackAliases(serverUrl) : []),
        ...raw.CSRF_TRUSTED_ORIGINS.map(originOf),
      ]),
    ],
    brand: { name: raw.BRAND_NAME, slug: raw.BRAND_SLUG },
    distDir: raw.NEXT_DIST_DIR,
    logLevel: raw.LOG_LEVEL,
    visitorCountryHeader: raw.VISITOR_COUNTRY_HEADER,
    tracking: {
      url: raw.TRACKING_URL,
      mode: raw.TRACKER_MODE ?? (raw.NODE_ENV === 'development' ? 'console' : 'collect'),
      timeoutMs: raw.TRACKING_TIMEOUT_MS,
    },
    collectorRateLimit: raw.COLLECTOR_RATE_LIMIT,
    formRateLimit: raw.FORM_RATE_LIMIT,
    staffLoginRateLimit: raw.STAFF_LOGIN_RATE_LIMIT,
    memberLimits: {
      perAddress: raw.MEMBER_RATE_LIMIT,
      perEmail: raw.MEMBER_EMAIL_RATE_LIMIT,
      imagesPerDay: raw.TEMPLATE_IMAGE_DAILY_LIMIT,
      templatesPerDay: raw.TEMPLATE_SUBMISSION_DAILY_LIMIT,
      likesPerDay: raw.TEMPLATE_LIKE_DAILY_LIMIT,
    },
    sentry: { dsn: raw.SENTRY_DSN, environment: raw.SENTRY_ENVIRONMENT ?? (isProduction ? 'production' : raw.NODE_ENV) },
    careers: { feedUrl: raw.CAREERS_FEED_URL, feedTimeoutMs: raw.CAREERS_FEED_TIMEOUT_MS },
    scheduling: { url: raw.SCHEDULING_URL, timeoutMs: raw.SCHEDULING_TIMEOUT_MS, bookingUrl: raw.MEETING_BOOKING_URL },
    email: { smtpUrl: raw.SMTP_URL, fromAddress: raw.EMAIL_FROM_ADDRESS, fromName: raw.EMAIL_FROM_NAME ?? raw.BRAND_NAME.replace(/["\\\r\n]/g, '') },
    leadNotifications: { sales: raw.LEADS_SALES_EMAIL, support: raw.LEADS_SUPPORT_EMAIL },
    trustedProxies: parseTrustedProxies(raw.TRUSTED_PROXIES),
    redisUrl: raw.REDIS_URL,
    cluster: { instances: raw.CLUSTER_INSTANCES, redisPort: raw.CLUSTER_REDIS_PORT },
    stage: { port: raw.STAGE_PORT },
    productAuthUrl: raw.PRODUCT_AUTH_URL?.replace(/\/+$/, ''),
    pageCopies: raw.SERVER_PAGE_COPIES === 'on',
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          region: raw.S3_REGION,
          endpoint: raw.S3_ENDPOINT,
          forcePathStyle: raw.S3_FORCE_PATH_STYLE === 'true',
          accessKeyId: raw.S3_ACCESS_KEY_ID,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  }
}

/**
 * http://127.0.0.1:3000 and http://[::1]:3000 are the same server as http://localhost:3000, and a
 * page opened at one posts forms with that Origin. Local runs only; a deployment has one origin.
 */
export function loopbackAliases(serverUrl: string): string[] {
  const url = new URL(serverUrl)
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) return []
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(serverUrl)
    alias.hostname = host
    return alias.origin
  })
}

function originOf(value: string): string {
  try {
    return new URL(value).origin
  } catch {
    throw new EnvError([`CSRF_TRUSTED_ORIGINS has "${value}", which is not a URL`])
  }
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
