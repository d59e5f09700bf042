import { expect, test } from './fixtures'

test.describe('contact sales', () => {
  test.use({ extraHTTPHeaders: { 'x-visitor-country': 'DE' } })

  test('pre-selects the visitor’s country, and the phone prefix follows it', async ({ page }) => {
    await page.goto('/sales/contact-us')
    await expect(page.getByLabel('Country')).toHaveValue('DE')
    await expect(page.locator('.lead-form__prefix')).toHaveText('+49')
  })

  test('a country the visitor picked is theirs', async ({ page }) => {
    await page.route('**/api/visitor-country', async (route) => {
      // The visitor is quicker than the answer: their choice stands.
      await page.getByLabel('Country').selectOption('FR')
      await route.continue()
    })
    const answered = page.waitForResponse('**/api/visitor-country')
    await page.goto('/sales/contact-us')
    await answered
    await expect(page.getByLabel('Country')).toHaveValue('FR')
  })

  test('offers the products the site shows, and no sign-up button competes with the form', async ({ page }) => {
    await page.goto('/sales/contact-us')
    const options = await page.getByLabel('Product you are interested in').locator('option').allInnerTexts()
    expect(options).toEqual(['Choose one', 'Work management', 'CRM', 'Dev', 'Service', 'Email campaigns', 'Not sure yet'])
    // Above the form, the hero leads nowhere else.
    await expect(page.locator('.block-hero').getByRole('link')).toHaveCount(0)
  })
})

test.describe('contact sales on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-visitor-country': 'US' } })

  test('the form starts on the first screen, with no picture pushing it down', async ({ page }) => {
    await page.goto('/sales/contact-us')
    const form = page.locator('.block-form form')
    const firstField = form.getByRole('textbox').first()
    await expect(firstField).toBeInViewport()
    await expect(page.locator('.block-hero__image')).toBeHidden()

    // On a wide screen the picture stands beside the text, above nothing.
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect(page.locator('.block-hero__image')).toBeVisible()
  })

  test('a page whose hero has its own buttons keeps its picture above its form', async ({ page }) => {
    await page.goto('/crm')
    await expect(page.locator('.block-form form')).toBeAttached()
    await expect(page.locator('.block-hero__image').first()).toBeVisible()
  })
})
