import { interfaceText } from '@/i18n/interface-text'
import { LOCALES } from '../../src/domain/locales'

import { expect, test } from './fixtures'

test.describe('the site in other languages', () => {
  test('the language switcher lists every language by its own name and remembers the choice for a week', async ({ page, context }) => {
    await page.goto('/pricing')
    const switcher = page.locator('details.language-switcher')
    await switcher.locator('summary').click()
    const choices = switcher.getByRole('list', { name: 'Choose your language' }).getByRole('link')
    await expect(choices).toHaveText(LOCALES.map((locale) => locale.nativeName))
    await expect(choices).toHaveCount(16)
    await expect(choices.filter({ hasText: 'English' }).first()).toHaveAttribute('aria-current', 'true')
    await expect(switcher.getByRole('link', { name: '日本語' })).toHaveAttribute('hreflang', 'ja')

    await switcher.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/lang\/de\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('details.language-switcher summary')).toContainText('Deutsch')

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'user_locale')
    expect(cookie, 'the switcher sets the user_locale cookie').toBeDefined()
    expect(cookie!.value).toBe('de')
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
    expect(days, 'the cookie lasts about 7 days').toBeGreaterThan(6.9)
    expect(days, 'the cookie lasts about 7 days').toBeLessThan(7.1)

    // Coming back to the home page, the visitor gets their language.
    await page.goto('/')
    await expect(page).toHaveURL(/\/lang\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('English under /lang/en redirects to the one English address', async ({ page, request }) => {
    const response = await request.get('/lang/en/pricing', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/pricing')

    await page.goto('/lang/en/pricing')
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('a language typed in another case or with a trailing slash lands on its page with one redirect, keeping the query', async ({ page, request }) => {
    for (const { typed, canonical } of [
      { typed: '/lang/DE', canonical: '/lang/de' },
      { typed: '/lang/DE/', canonical: '/lang/de' },
      { typed: '/lang/zh-TW/', canonical: '/lang/zh-tw' },
      { typed: '/lang/de/pricing/?plan=pro', canonical: '/lang/de/pricing?plan=pro' },
      { typed: '/lang/zh-TW/pricing', canonical: '/lang/zh-tw/pricing' },
      { typed: '/LANG/ja/pricing?product=crm', canonical: '/lang/ja/pricing?product=crm' },
    ]) {
      const response = await request.get(typed, { maxRedirects: 0 })
      expect(response.status(), typed).toBe(308)
      expect(response.headers()['location'], typed).toBe(canonical)
      expect((await request.get(canonical, { maxRedirects: 0 })).status(), canonical).toBe(200)
    }

    await page.goto('/lang/zh-TW/pricing')
    await expect(page).toHaveURL(/\/lang\/zh-tw\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW')
  })

  test('an unknown address in Japanese answers 404 with a Japanese page', async ({ page }) => {
    const response = await page.goto('/lang/ja/no-such-page-anywhere')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(interfaceText('ja').notFoundTitle)
    await expect(heading).toHaveText(/[\u3040-\u30ff\u4e00-\u9fff]/) // written in Japanese script
    await expect(heading).not.toHaveText(interfaceText('en').notFoundTitle)
    await expect(page.getByRole('link', { name: interfaceText('ja').notFoundHome })).toHaveAttribute('href', '/lang/ja')
  })

  test('menus are translated: the German side menu offers “Preise”', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/lang/de/crm')
    // Exact: the hidden main menu's label, “Hauptmenü”, contains “Menü” too.
    await page.getByLabel(interfaceText('de').menu, { exact: true }).first().click()
    const menu = page.getByRole('navigation', { name: interfaceText('de').menu, exact: true })
    await expect(menu.getByRole('link', { name: 'Preise' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/lang/de/pricing')
    await expect(menu.getByRole('link', { name: 'Pricing' })).toHaveCount(0)

    await menu.getByRole('link', { name: 'Preise' }).click()
    await expect(page).toHaveURL(/\/lang\/de\/pricing$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('the German main menu and footer are translated too', async ({ page }) => {
    await page.goto('/lang/de/crm')
    const nav = page.getByRole('navigation', { name: interfaceText('de').mainNavigation })
    await expect(nav.getByRole('link', { name: 'Preise' })).toHaveAttribute('href', '/lang/de/pricing')
    const footer = page.getByRole('navigation', { name: interfaceText('de').footerNavigation })
    await expect(footer.getByRole('link').first()).toHaveAttribute('href', /^\/lang\/de\//)
  })
})
