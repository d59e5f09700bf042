import { expect, test } from './fixtures'

test.describe('the header, side menu and footer', () => {
  test('a product page shows the main menu, whose submenus open from the keyboard', async ({ page }) => {
    await page.goto('/crm')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')

    const products = nav.locator('summary', { hasText: 'Products' })
    await products.focus()
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: 'CRM' })).toBeVisible()
    await nav.getByRole('link', { name: 'CRM' }).click()
    await expect(page).toHaveURL(/\/crm$/)
  })

  test('the developer documentation has its own menu', async ({ page }) => {
    await page.goto('/developers/apps/quickstart')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Apps framework' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveCount(0)
  })

  test('the footer lists the link groups in order', async ({ page }) => {
    await page.goto('/pricing')
    const footer = page.getByRole('navigation', { name: 'Footer' })
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Products', 'Features', 'Resources', 'Company', 'Legal'])
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/l/privacy-policy')
  })

  test('on a phone the side menu replaces the main menu: the products and solutions, Templates, then the spec’s six entries', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await page.getByLabel('Menu').first().click()
    const menu = page.getByRole('navigation', { name: 'Menu' })
    await expect(menu.getByRole('link')).toHaveText([
      ...['Work management', 'CRM', 'Dev', 'Service', 'Email campaigns'],
      ...['Marketing', 'Project management', 'Operations', 'Enterprise'],
      // The header's own link the side menu lacks; its Pricing and Contact sales are the side menu's.
      'Templates',
      ...['Why Orbit', 'Product', 'Pricing', 'Contact sales', 'Careers', 'Log in'],
    ])
  })
})
