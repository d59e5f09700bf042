import { expect, test } from './fixtures'
import { FOUNDER, saveInAdmin } from './staff'

// These run in order on the e2e run's fresh database: the first visit finds no users.
test.describe.configure({ mode: 'serial' })

const admin = FOUNDER

test('the first visitor to /admin creates the first admin account and lands in the admin', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user/)

  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('New Password').fill(admin.password)
  await page.getByLabel('Confirm Password').fill(admin.password)
  await page.getByRole('button', { name: 'Create' }).click()

  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
})

test('the admin logs in again, edits the home page and the site shows the change', async ({ page, request }) => {
  const cms = await request.get('/api/pages?where[path][equals]=/&depth=0')
  const [home] = (await cms.json()).docs as { id: number }[]

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto(`/admin/collections/pages/${home!.id}`)
  const title = page.getByRole('textbox', { name: /^Title/ })
  await title.fill('Orbit: the work platform teams love')
  await saveInAdmin(page, page.getByRole('button', { name: 'Publish changes' }), 'pages')
  await expect(page.getByText('Updated successfully.').first()).toBeVisible()

  await page.goto('/')
  await expect(page).toHaveTitle('Orbit: the work platform teams love')
})

test('a visitor who is not signed in is sent to the login screen', async ({ page }) => {
  await page.goto('/admin/collections/users')
  await expect(page).toHaveURL(/\/admin\/login/)
})
