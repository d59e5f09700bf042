import { test as base, expect } from '@playwright/test'

type Fixtures = {
  /** Responses a test provokes on purpose (a refused save), not counted as problems. */
  allowedFailures: RegExp[]
  problems: string[]
}

/**
 * Fails a test on any console error, uncaught exception, CSP violation or broken
 * sub-resource (a missing script, style or icon): a person may not notice these at once,
 * but each means something on the page is broken.
 */
export const test = base.extend<Fixtures>({
  allowedFailures: async ({}, use) => {
    await use([])
  },
  problems: [
    async ({ page, allowedFailures }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        // Failed loads are reported below with their address; the console line has none.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console: ${message.text()}`)
        }
      })
      page.on('pageerror', (error) => problems.push(`exception: ${error.message}`))
      page.on('response', (response) => {
        if (response.status() < 400 || response.request().resourceType() === 'document') return
        if (allowedFailures.some((pattern) => pattern.test(response.url()))) return
        problems.push(`${response.status()} for ${response.url()}`)
      })
      await use(problems)
      expect(problems, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
