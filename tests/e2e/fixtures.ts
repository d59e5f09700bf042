import { test as base, expect } from '@playwright/test'

/**
 * Fails a test on any console error, uncaught exception, CSP violation or broken
 * sub-resource (a missing script, style or icon): a person may not notice these at once,
 * but each means something on the page is broken.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        // Failed loads are reported below with their address; the console line has none.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          problems.push(`${response.status()} for ${response.url()}`)
        }
      })
      await use(problems)
      expect(problems, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
