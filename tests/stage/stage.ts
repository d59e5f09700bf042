import type { Browser, BrowserContext, Cookie } from '@playwright/test'

import { parseAbCookie } from '../../src/domain/ab/cookie'
import { STAGE_INSTANCES, STAGE_PRODUCT_DIRECT } from '../helpers/stage-env'

/*
 * What the stage journeys arrange behind a visitor's back: the admin's REST API on an instance,
 * and what the product's stand-in received.
 */

const FOUNDER = { email: 'stage-founder@orbit.example', password: 'a sturdy stage passphrase' }
let token: Promise<string> | undefined

/** The founding admin's token (the admin is created on first use, as the first visit to /admin does). */
function adminToken(): Promise<string> {
  token ??= (async () => {
    await fetch(`${STAGE_INSTANCES[0]}/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FOUNDER),
    })
    const login = await fetch(`${STAGE_INSTANCES[0]}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(FOUNDER),
    })
    if (!login.ok) throw new Error(`the stage's admin could not sign in: ${login.status} ${await login.text()}`)
    return ((await login.json()) as { token: string }).token
  })()
  return token
}

/** A call to the REST API as the admin, straight to an instance. */
export async function asAdmin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${STAGE_INSTANCES[0]}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `JWT ${await adminToken()}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

export type Received = { path: string; query: Record<string, string>; cookies: Record<string, string> }

/** What the product's stand-in was sent, oldest first. */
export async function productReceived(): Promise<Received[]> {
  return ((await (await fetch(`${STAGE_PRODUCT_DIRECT}/received`)).json()) as { requests: Received[] }).requests
}

export async function forgetReceived(): Promise<void> {
  await fetch(`${STAGE_PRODUCT_DIRECT}/received`, { method: 'DELETE' })
}

/** A new visitor: a browser of their own, from `country` (the header the CDN sets in production). */
export function visitor(browser: Browser, country: string, headers: Record<string, string> = {}): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': country, ...headers } })
}

/**
 * Whether every instance assigns a new visitor to `testName`: each learns of a change to the
 * tests within seconds, and a journey that starts before the last has learned could meet both.
 */
export async function assignedOnEveryInstance(testName: string): Promise<boolean> {
  const answers = await Promise.all(
    STAGE_INSTANCES.map((origin) => fetch(`${origin}/`, { headers: { 'x-visitor-country': 'US', 'x-forwarded-proto': 'https' } })),
  )
  await Promise.all(answers.map((answer) => answer.arrayBuffer()))
  return answers.every((answer) => {
    const value = /^ab_tests=([^;]*)/.exec(answer.headers.getSetCookie().find((cookie) => cookie.startsWith('ab_tests=')) ?? '')?.[1]
    return parseAbCookie(value && decodeURIComponent(value))[testName] !== undefined
  })
}

export async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)
}

/** Days until a cookie expires, from now. */
export const daysLeft = (cookie: Cookie) => (cookie.expires * 1000 - Date.now()) / 86_400_000
