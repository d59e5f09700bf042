import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { expect } from './fixtures'

export const FOUNDER = { email: 'founder@orbit.example', password: 'a sturdy passphrase' }

/**
 * A staff account for a browser test, made through the REST API as the founding admin
 * (who is created first if this file runs on its own).
 */
export async function staffAccount(request: APIRequestContext, role: 'marketer' | 'moderator') {
  await request.post('/api/users/first-register', { data: FOUNDER }) // 403 once an admin exists
  const login = await request.post('/api/users/login', { data: FOUNDER })
  const { token } = (await login.json()) as { token: string }
  const account = { email: `${role}-${Date.now()}@orbit.example`, password: `${role} passphrase 1` }
  const created = await request.post('/api/users', {
    data: { ...account, roles: [role] },
    headers: { Authorization: `JWT ${token}` },
  })
  if (!created.ok()) throw new Error(`could not create the ${role}: ${created.status()} ${await created.text()}`)
  return { ...account, role }
}

/**
 * Signs a staff account in to the admin through its login page, and waits for where its role
 * lands: admins and marketers on the dashboard, moderators on their queue of templates awaiting
 * approval (the dashboard sends them on at once, so it may never be seen).
 */
export async function signIn(page: Page, account: { email: string; password: string; role?: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  if (account.role === 'moderator') await expect(page).toHaveURL(/\/admin\/collections\/community-templates\?where%5BstatusCode%5D|\?where\[statusCode\]/)
  else await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Signs `account` in on `request` the way the admin does: a cookie, and requests that come
 * from the site itself (cookie-authenticated calls from other origins are refused).
 */
export async function signInOverApi(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/users/login', { data: account })
  if (!login.ok()) throw new Error(`could not sign in as ${account.email}: ${login.status()} ${await login.text()}`)
  const origin = new URL(login.url()).origin
  return {
    /** Saves and publishes a change to a page, as the admin's “Publish changes” button does. */
    publishPage: async (id: number | string, data: Record<string, unknown>) => {
      const response = await request.patch(`/api/pages/${id}`, {
        data: { ...data, _status: 'published' },
        headers: { Origin: origin },
      })
      if (!response.ok()) throw new Error(`publishing page ${id} failed: ${response.status()} ${await response.text()}`)
      return response
    },
  }
}

/** The published page at `path` as the REST API gives it to anyone. */
export async function publishedPage(request: APIRequestContext, path: string) {
  const response = await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&locale=en`)
  const [page] = ((await response.json()) as { docs: { id: number; title: string; path: string }[] }).docs
  if (!page) throw new Error(`no published page at ${path}`)
  return page
}

/**
 * Opens a template's raw form, kept behind the "Advanced" disclosure. Its toggle button lies over
 * the label, so the button is what a person's click lands on.
 */
export async function openAdvancedForm(page: Page) {
  const advanced = page.locator('.collapsible', { has: page.getByText('Advanced', { exact: true }) }).last()
  await advanced.locator('.collapsible__toggle').first().click()
}

/**
 * Clicks an admin button that saves a document of `collection` (Save, Publish changes) and waits
 * for the save it causes, the REST answer, never for a toast on a clock: under load the toast may
 * come late or be gone before it is looked for. An autosave of a draft meanwhile is not the save.
 */
export async function saveInAdmin(page: Page, button: Locator, collection: string) {
  const saved = page.waitForResponse((response) => {
    const url = new URL(response.url())
    return (
      url.pathname.startsWith(`/api/${collection}`) && ['PATCH', 'POST'].includes(response.request().method()) && url.searchParams.get('autosave') !== 'true'
    )
  })
  await button.click()
  const response = await saved
  expect(response.status(), `the ${collection} save`).toBeLessThan(300)
  return response
}
