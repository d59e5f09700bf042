import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'

import { axeViolations } from './axe'
import { expect, test } from './fixtures'
import { FOUNDER } from './staff'

import { E2E_DATA_DIR, E2E_POSTGRES_PORT } from '../helpers/e2e-env'

/*
 * The community members' pages against the built site: a visitor signs up, confirms
 * the address from the link in the verification email, is sent to log in by a member-only
 * page and brought back, shares a template (two 50-word paragraphs, a selfie and a board
 * image) and finds it in their templates as "Awaiting approval"; a short paragraph is refused
 * before sending with its word count; logging out ends the session.
 *
 * The verification email is only written to the server's log here (no SMTP_URL): the test
 * reads the same token the email's link carries from the e2e database, the way add-solution's
 * test reads stored events, and opens the link as the email would.
 */

// As playwright.config.ts starts the e2e server: its embedded PostgreSQL keeps its password here.
const DATA_DIR = E2E_DATA_DIR
const POSTGRES_PORT = E2E_POSTGRES_PORT

async function query<T>(sql: string, values: unknown[]): Promise<T[]> {
  const password = fs.readFileSync(path.join(DATA_DIR, 'postgres-password'), 'utf8').trim()
  const client = new pg.Client({ host: '127.0.0.1', port: POSTGRES_PORT, user: 'postgres', password, database: 'orbit' })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}

/** The token of the verification email sent to `email` (the link is /community/verify?token=…). */
async function verificationToken(email: string): Promise<string> {
  const [row] = await query<{ token: string | null }>('SELECT _verificationtoken AS token FROM members WHERE email = $1', [email])
  if (!row?.token) throw new Error(`no verification token for ${email}`)
  return row.token
}

const usVisitor = { 'x-visitor-country': 'US' }
const words = (count: number, word = 'board') => Array.from({ length: count }, (_, index) => `${word}${index + 1}`).join(' ')
const png = (colour: string) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: colour } })
    .png()
    .toBuffer()

const member = {
  name: 'Robin Example',
  email: `robin-${Date.now()}@community.example`,
  password: 'a long community password',
}
const TITLE = `Sprint board ${Date.now()}`

async function logIn(page: Page) {
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: 'Log in' }).click()
}

test.describe.configure({ mode: 'serial' })

test.describe('community members', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders(usVisitor)
  })

  test('sign up, confirm the address from the email’s link, and log in', async ({ page }) => {
    const response = await page.goto('/community/join')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store/)
    await expect(page.getByRole('heading', { level: 1, name: 'Join the community' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Each refused field says why, next to itself, and the first takes the focus.
    await page.getByLabel('Your name').fill(member.name)
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Create account' }).click()
    const email = page.getByLabel('Email')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toBeFocused()
    await expect(page.getByText('Enter an email address such as name@example.com.')).toBeVisible()
    await expect(page.getByText('Choose a password of at least 10 characters.')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    await email.fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused()
    await expect(page.getByText(`We sent a link to ${member.email}.`)).toBeVisible()

    // Signing up again with the same address gives the same answer: the form tells nobody who is a member.
    await page.goto('/community/join')
    await page.getByLabel('Your name').fill('Someone Else')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill('another long community password')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused()
    await expect(page.getByText(`We sent a link to ${member.email}.`)).toBeVisible()
    expect(await query('SELECT id FROM members WHERE email = $1', [member.email])).toHaveLength(1)

    // Not confirmed yet: logging in says what to do, and offers the confirmation email again.
    await page.goto('/community/login')
    await logIn(page)
    await expect(page.getByText('Please confirm your email first')).toBeVisible()
    await page.getByRole('link', { name: 'Send the confirmation email again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Send the confirmation email again' })).toBeVisible()
    await page.getByLabel('Email').fill(member.email)
    await page.getByRole('button', { name: 'Send a new link' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused()
    await expect(page.getByText(`If ${member.email} has an account waiting for confirmation, a new link is on its way.`)).toBeVisible()

    // Opening the email's link only asks (mail scanners open links); the button confirms, once.
    const token = await verificationToken(member.email)
    await page.goto(`/community/verify?token=${token}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible()
    expect(await verificationToken(member.email)).toBe(token)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Confirm my email' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible()
    await page.goto(`/community/verify?token=${token}`)
    await page.getByRole('button', { name: 'Confirm my email' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
    await page.goto('/community/verify?token=made-up')
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Send the confirmation email again' })).toBeVisible()

    // `next` is a page of this site only: another site's address lands on the member's templates.
    await page.goto(`/community/login?next=${encodeURIComponent('//evil.example/steal')}`)
    // RELIABILITY: Every response that depends on a session, or sets a cookie, is private, no-store.
    const loginAnswer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/community/login'))
    await logIn(page)
    const cacheControl = (await loginAnswer).headers()['cache-control']
    expect(cacheControl).toMatch(/\bprivate\b/)
    expect(cacheControl).toMatch(/\bno-store\b/)
    expect(cacheControl).not.toMatch(/s-maxage/)
    await expect(page).toHaveURL(/\/community\/my-templates$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My templates' })).toBeVisible()
    await expect(page.getByText('You have not shared a template yet.')).toBeVisible()
  })

  test('a member-only page sends a visitor to log in and back; a short paragraph is refused with its count; the template waits for approval', async ({
    page,
    context,
  }) => {
    const submit = await page.goto('/community/submit')
    await expect(page).toHaveURL(/\/community\/login\?next=%2Fcommunity%2Fsubmit$/)
    expect(submit?.status()).toBe(200)
    await expect(page.getByText('Please log in to continue.')).toBeVisible()
    await logIn(page)
    await expect(page).toHaveURL(/\/community\/submit$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Share a template' })).toBeVisible()
    // Personal: never kept by a shared cache.
    const again = await page.reload()
    expect(again?.headers()['cache-control'] ?? '').toMatch(/private/)
    expect(again?.headers()['cache-control'] ?? '').toMatch(/no-store/)

    await page.getByLabel('Title').fill(TITLE)

    // The count shows as it is typed; the message once the paragraph is left, and again on sending.
    const first = page.getByLabel('Paragraph 1')
    await first.fill(words(12))
    await expect(page.getByText('Words: 12 (at least 50)')).toBeVisible()
    await first.blur()
    await expect(page.getByText('Each paragraph needs at least 50 words (this one has 12).')).toBeVisible()
    await page.getByRole('button', { name: 'Send for review' }).click()
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute('aria-invalid', 'true')
    await expect(first).toHaveAccessibleDescription(/Each paragraph needs at least 50 words \(this one has 12\)\./)
    expect(await axeViolations(page)).toEqual([])

    await first.fill(words(50))
    await expect(page.getByText('Words: 50 (at least 50)')).toBeVisible()
    await page.getByRole('button', { name: 'Add a paragraph' }).click()
    const second = page.getByLabel('Paragraph 2')
    await expect(second).toBeFocused()
    await second.fill(words(55, 'team'))

    // A file that is too large is refused before any upload.
    const selfie = page.getByLabel('A photo of you')
    await selfie.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
    await expect(page.getByText('This image is larger than 5 MB. Choose a smaller one.')).toBeVisible()
    await selfie.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await png('#f4a261') })
    await expect(page.getByText('This image is larger than 5 MB. Choose a smaller one.')).toHaveCount(0)
    await page.getByLabel('A screenshot of your board').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: await png('#2a9d8f') })

    await page.getByLabel('Tools you use with the board').fill('Slack, Jira')
    await page.getByLabel('Industry').fill('Software')
    await page.getByLabel('What the board is used for').fill('Sprint planning')
    await page.getByLabel('Team size').selectOption('11-50')
    await page.getByLabel('Board link').fill('https://acme.orbit.example/boards/123456789')
    // Without the terms the form says so at the checkbox.
    await page.getByRole('button', { name: 'Send for review' }).click()
    const terms = page.getByLabel(/I accept the template sharing terms/)
    await expect(terms).toBeFocused()
    await expect(page.getByText('Accept the terms to share your template.')).toBeVisible()
    await terms.check()
    await page.getByRole('button', { name: 'Send for review' }).click()

    await expect(page.getByRole('heading', { name: 'Thank you! Your template is in review' })).toBeFocused()
    await expect(page.locator('.community-done .community-status')).toHaveText('Awaiting approval')

    // The spec's stories cookies, through the site's cookie setter (functional: allowed for this visitor).
    const [account] = await query<{ id: number }>('SELECT id FROM members WHERE email = $1', [member.email])
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'stories_template_type')?.value).toBe('Sprint%20planning')
    expect(cookies.find((cookie) => /^stories_[a-z0-9_-]+_user_id$/.test(cookie.name))?.value).toBe(String(account?.id))

    await page.getByRole('link', { name: 'My templates' }).first().click()
    const card = page.locator('.community-card', { hasText: TITLE })
    await expect(card).toBeVisible()
    await expect(card.locator('.community-status')).toHaveText('Awaiting approval')
    await expect(card.getByRole('link', { name: 'Edit', exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: 'Withdraw and delete' })).toBeVisible()

    // The template's own page: the edit form with what was sent, and the withdraw section.
    await card.getByRole('link', { name: TITLE }).click()
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Edit your template' })).toBeVisible()
    await expect(page.getByLabel('Paragraph 2')).toHaveValue(words(55, 'team'))
    await expect(page.getByLabel('Team size')).toHaveValue('11-50')
    await expect(page.getByRole('heading', { name: 'Withdraw this template' })).toBeVisible()

    // Logging out ends the session: the member's pages send to log in again.
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/community\/login\?loggedOut=1$/)
    await expect(page.getByText('You are logged out.')).toBeVisible()
    await page.goto('/community/my-templates')
    await expect(page).toHaveURL(/\/community\/login\?next=%2Fcommunity%2Fmy-templates$/)
  })

  test('the member approves a moderator’s edits, sees what a rejection asks for, and withdraws a template', async ({ page, request }) => {
    // A moderator's moves, through the API as the founding admin (admins can do what moderators can).
    await request.post('/api/users/first-register', { data: FOUNDER }) // 403 once an admin exists
    const { token } = (await (await request.post('/api/users/login', { data: FOUNDER })).json()) as { token: string }
    const staff = { Authorization: `JWT ${token}` }
    const [template] = await query<{ id: number }>('SELECT id FROM community_templates WHERE title = $1', [TITLE])
    expect(template).toBeDefined()
    const edited = `${TITLE} (edited)`
    const proposal = await request.patch(`/api/community-templates/${template!.id}`, {
      data: { title: edited, status: 'pending_user_to_approve' },
      headers: staff,
    })
    expect(proposal.status()).toBe(200)

    await page.goto('/community/my-templates')
    await logIn(page)
    const card = page.locator('.community-card', { hasText: edited })
    await expect(card.locator('.community-status')).toHaveText('Awaiting user approval')
    await card.getByRole('link', { name: 'Review the moderator’s edits' }).click()
    const edits = page.getByRole('region', { name: 'The moderator’s edits' })
    await expect(edits.getByRole('heading', { name: edited })).toBeVisible()
    await expect(edits.getByText('your own version is kept: rejecting the edits restores it')).toBeVisible()
    // No edit form while the moderator's version waits for an answer.
    await expect(page.getByRole('heading', { name: 'Edit your template' })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await edits.getByRole('button', { name: 'Approve the edits' }).click()
    await expect(page.locator('.community-notice')).toHaveText('Thank you: your template is online with the moderator’s edits.')
    await expect(page.locator('.community-card__meta .community-status')).toHaveText('Approved (online)')

    // A rejection tells the member what to change, and they can edit again.
    const rejection = await request.patch(`/api/community-templates/${template!.id}`, {
      data: { status: 'rejected', rejectReason: 'Bad Text' },
      headers: staff,
    })
    expect(rejection.status()).toBe(200)
    await page.goto('/community/my-templates')
    const rejected = page.locator('.community-card', { hasText: edited })
    await expect(rejected.locator('.community-status')).toHaveText('Changes required')
    await expect(rejected.getByText('Please rework your story: tell other teams more about how you use the board.')).toBeVisible()
    await expect(rejected.getByRole('link', { name: 'Edit', exact: true })).toBeVisible()

    // Withdrawing asks for a tick first, then the template is gone from the list.
    await rejected.getByRole('link', { name: edited }).click()
    await page.getByLabel('Yes, delete this template for good').check()
    await page.getByRole('button', { name: 'Withdraw and delete' }).click()
    await expect(page).toHaveURL(/\/community\/my-templates\?done=withdrawn$/)
    await expect(page.getByText('Your template was withdrawn and deleted.')).toBeVisible()
    await expect(page.locator('.community-card', { hasText: edited })).toHaveCount(0)
    // Its page is gone for the member too.
    expect((await page.goto(`/community/my-templates/${template!.id}`))?.status()).toBe(404)
  })

  test('without JavaScript the account forms still work: a reset link by email, a new password, logging in', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: usVisitor })
    const page = await context.newPage()
    try {
      // Confirming an address is a plain form too.
      const late = `late-${Date.now()}@community.example`
      await page.goto('/community/join')
      await page.getByLabel('Your name').fill('Late Member')
      await page.getByLabel('Email').fill(late)
      await page.getByLabel('Password', { exact: true }).fill(member.password)
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
      await page.goto(`/community/verify?token=${await verificationToken(late)}`)
      await page.getByRole('button', { name: 'Confirm my email' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible()

      await page.goto('/community/forgot-password')
      await page.getByLabel('Email').fill(member.email)
      await page.getByRole('button', { name: 'Send the link' }).click()
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
      await expect(page.getByText(`If there is an account for ${member.email}`)).toBeVisible()

      // The link is emailed by the job queue, a moment after the answer.
      const resetToken = async () =>
        (await query<{ token: string | null }>('SELECT reset_password_token AS token FROM members WHERE email = $1', [member.email]))[0]?.token
      await expect.poll(resetToken, { message: 'the reset link is made', timeout: 10_000 }).toBeTruthy()
      await page.goto(`/community/reset-password?token=${await resetToken()}`)
      await page.getByLabel('New password').fill('short')
      await page.getByRole('button', { name: 'Save the new password' }).click()
      await expect(page.getByText('Choose a password of at least 10 characters.')).toBeVisible()
      member.password = 'another long community password'
      await page.getByLabel('New password').fill(member.password)
      await page.getByRole('button', { name: 'Save the new password' }).click()
      await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible()

      await page.goto(`/community/login?next=${encodeURIComponent('/community/submit')}`)
      await logIn(page)
      await expect(page).toHaveURL(/\/community\/submit$/)
      // The form needs JavaScript for the images, and says so (in <noscript>: Chromium with scripts
      // switched off by the test still parses it as text, so its markup is read, not its rendering).
      expect(await page.locator('form.community-form noscript').innerHTML()).toContain('Sharing a template needs JavaScript to upload your images.')
      await expect(page.getByRole('button', { name: 'Send for review' })).toBeDisabled()
      await page.getByRole('button', { name: 'Log out' }).click()
      await expect(page).toHaveURL(/\/community\/login\?loggedOut=1$/)
    } finally {
      await context.close()
    }
  })

  test('the pages speak the visitor’s language', async ({ page }) => {
    await page.goto('/lang/de/community/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Bei der Community anmelden' })).toBeVisible()
    await page.goto('/lang/de/community/submit')
    await expect(page).toHaveURL(/\/lang\/de\/community\/login\?next=%2Flang%2Fde%2Fcommunity%2Fsubmit$/)
  })
})
