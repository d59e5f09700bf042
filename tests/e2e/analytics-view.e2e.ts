import { expect, test } from './fixtures'
import { signIn, staffAccount } from './staff'

test('a marketer sees what visitors did in the admin’s analytics view', async ({ page, request, browser }) => {
  // A visitor from the US reads the pricing page; the tracker reports the page view.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'US' } })
  try {
    const visit = await visitor.newPage()
    const collected = visit.waitForResponse((response) => response.url().endsWith('/api/collect') && response.status() === 204)
    await visit.goto('/pricing')
    await collected
  } finally {
    await visitor.close()
  }

  await signIn(page, await staffAccount(request, 'marketer'))
  // The navigation offers the view (Payload keeps its menu drawer closed on this window size).
  await expect(page.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/admin/analytics')
  await page.goto('/admin/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Events per day' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Web vitals, 75th percentile per page' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Cookie choices by country' })).toBeVisible()
  const topPages = page.getByRole('region', { name: 'Top pages' }).or(page.locator('section[aria-labelledby="analytics-pages"]'))
  await expect(topPages.getByRole('rowheader', { name: '/pricing/' })).toBeVisible()

  await page.getByRole('link', { name: 'Last 30 days' }).click()
  await expect(page).toHaveURL(/days=30/)
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
})

test('a moderator is not shown the analytics', async ({ page, request }) => {
  await signIn(page, await staffAccount(request, 'moderator'))
  await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0)
  await page.goto('/admin/analytics')
  await expect(page.getByText('Only admins and marketers can see the site’s analytics.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Top pages' })).toHaveCount(0)
})

test('a visitor who is not signed in is sent to log in, and sees none of the admin', async ({ page }) => {
  await page.goto('/admin/analytics')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fanalytics$/)
  await expect(page.getByRole('link', { name: 'Analytics' })).toHaveCount(0)
})
