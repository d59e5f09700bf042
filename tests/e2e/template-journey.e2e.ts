import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'

import { expect, test } from './fixtures'
import { signIn, staffAccount } from './staff'

import { E2E_DATA_DIR, E2E_POSTGRES_PORT } from '../helpers/e2e-env'

/*
 * A template's whole way, in the browser: a visitor signs up, confirms the address, shares a
 * template; a moderator approves it in the admin; it appears in the gallery under Latest. A
 * second template the moderator rejects never appears there.
 */

// As playwright.config.ts starts the e2e server: its embedded PostgreSQL keeps its password here.
const DATA_DIR = E2E_DATA_DIR
const POSTGRES_PORT = E2E_POSTGRES_PORT

/** The token the verification email's link carries (the email itself only reaches the server log here). */
async function verificationToken(email: string): Promise<string> {
  const password = fs.readFileSync(path.join(DATA_DIR, 'postgres-password'), 'utf8').trim()
  const client = new pg.Client({ host: '127.0.0.1', port: POSTGRES_PORT, user: 'postgres', password, database: 'orbit' })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT _verificationtoken AS token FROM members WHERE email = $1', [email])
    if (!rows[0]?.token) throw new Error(`no verification token for ${email}`)
    return rows[0].token as string
  } finally {
    await client.end()
  }
}

const words = (count: number, word: string) => Array.from({ length: count }, (_, index) => `${word}${index + 1}`).join(' ')
const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer()

const stamp = Date.now()
const member = { name: 'Jordan Journey', email: `jordan-${stamp}@community.example`, password: 'a long journey password' }
const APPROVED = `Launch plan ${stamp}`
const REJECTED = `Hiring pipeline ${stamp}`

async function share(page: Page, title: string) {
  await page.goto('/community/submit')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Paragraph 1').fill(words(52, 'plan'))
  await page.getByLabel('A photo of you').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await png('#f4a261') })
  await page.getByLabel('A screenshot of your board').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: await png('#2a9d8f') })
  await page.getByLabel('What the board is used for').fill('Launches')
  await page.getByLabel('Team size').selectOption('11-50')
  await page.getByLabel('Board link').fill(`https://acme.orbit.example/boards/${stamp % 1_000_000_000}`)
  await page.getByLabel(/I accept the template sharing terms/).check()
  await page.getByRole('button', { name: 'Send for review' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you! Your template is in review' })).toBeVisible()
}

async function moderate(page: Page, title: string, move: (moderation: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.goto('/admin/collections/community-templates')
  await page.getByRole('link', { name: title }).click()
  const moderation = page.getByRole('region', { name: 'Moderation' })
  await expect(moderation.getByTestId('moderation-status')).toHaveText('Awaiting approval')
  await move(moderation)
}

test('a member shares a template, a moderator approves it, and it appears in the gallery under Latest; a rejected one never does', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setExtraHTTPHeaders({ 'x-visitor-country': 'US' })

  // The member signs up, confirms the address from the email's link, and logs in.
  await page.goto('/community/join')
  await page.getByLabel('Your name').fill(member.name)
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.goto(`/community/verify?token=${await verificationToken(member.email)}`)
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible()
  await page.goto('/community/login')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/community\/my-templates$/)

  // Two templates; both wait for a moderator.
  await share(page, APPROVED)
  await share(page, REJECTED)
  await page.goto('/community/my-templates')
  for (const title of [APPROVED, REJECTED]) {
    await expect(page.locator('.community-card', { hasText: title }).locator('.community-status')).toHaveText('Awaiting approval')
  }

  // Not online yet: the gallery does not list them.
  await page.goto('/templates/community?category=latest')
  await expect(page.getByText(APPROVED)).toHaveCount(0)

  // A moderator approves one and rejects the other, in the admin.
  const moderatorContext = await browser.newContext()
  try {
    const admin = await moderatorContext.newPage()
    const moderator = await staffAccount(request, 'moderator')
    await signIn(admin, moderator)
    await moderate(admin, APPROVED, async (moderation) => {
      await moderation.getByRole('group', { name: 'Moderation actions' }).getByRole('button', { name: 'Approve', exact: true }).click()
      await expect(moderation.getByTestId('moderation-status')).toHaveText('Approved (online)')
    })
    await moderate(admin, REJECTED, async (moderation) => {
      await moderation.getByRole('group', { name: 'Moderation actions' }).getByRole('button', { name: 'Reject: changes required…' }).click()
      await moderation.getByRole('radio', { name: 'Bad Text', exact: true }).check()
      await moderation.getByRole('button', { name: 'Send back with this reason' }).click()
      await expect(moderation.getByTestId('moderation-status')).toHaveText('Changes required')
    })
  } finally {
    await moderatorContext.close()
  }

  // The approved one is online, first under Latest; the rejected one is nowhere in the gallery.
  await expect
    .poll(
      async () => {
        await page.goto('/templates/community?category=latest')
        return page.getByRole('link', { name: APPROVED }).count()
      },
      { message: 'the approved template is listed under Latest', timeout: 15_000 },
    )
    .toBeGreaterThan(0)
  await expect(page.getByText(REJECTED)).toHaveCount(0)
  await page.getByRole('link', { name: APPROVED }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: APPROVED })).toBeVisible()
  await expect(page.getByText(member.name).first()).toBeVisible()
  for (const category of ['trending', 'most-used', 'editors-choice']) {
    await page.goto(`/templates/community?category=${category}`)
    await expect(page.getByText(REJECTED)).toHaveCount(0)
  }

  // The member sees both outcomes in the spec's words.
  await page.goto('/community/my-templates')
  await expect(page.locator('.community-card', { hasText: APPROVED }).locator('.community-status')).toHaveText('Approved (online)')
  await expect(page.locator('.community-card', { hasText: REJECTED }).locator('.community-status')).toHaveText('Changes required')
})
