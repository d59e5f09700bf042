import { createRequire } from 'node:module'
import path from 'node:path'

import type { Page } from '@playwright/test'

const AXE_SCRIPT = path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js')

/** WCAG 2.2 AA, as far as axe-core checks it automatically. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AxeResults = {
  violations: {
    id: string
    impact: string | null
    help: string
    nodes: { target: unknown[]; html: string; failureSummary?: string }[]
  }[]
}

type AxeWindow = { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }

/**
 * Runs axe on the page as it is now and returns each violation as a line a developer can act on.
 * `include` limits it to the parts matching those selectors (our own parts of a Payload screen).
 */
export async function axeViolations(page: Page, include?: string[]): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SCRIPT })
  const results = await page.evaluate(
    ({ tags, include }) =>
      (window as unknown as AxeWindow).axe.run(include ? ({ include: include.map((selector) => [selector]) } as unknown as Document) : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { tags: WCAG_TAGS, include },
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}` +
        (node.failureSummary ? ` — ${node.failureSummary.replaceAll('\n', ' ')}` : ''),
    ),
  )
}
