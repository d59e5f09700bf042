/**
 * Lighthouse scores of the public pages (performance, accessibility, best practices, SEO),
 * with Lighthouse's default mobile settings (emulated phone, simulated slow 4G and 4x slower
 * CPU), against a site that is already running in production mode.
 *
 *   npm start                # in another terminal, or anywhere BENCH_URL points to
 *   npm run bench:lighthouse
 *
 * Settings (environment): BENCH_URL (default http://localhost:3000), BENCH_PATHS (comma
 * separated, default /,/pricing), CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * Prints the scores and, for every category under 100, the audits that fail; writes
 * tests/bench/results/lighthouse.json and an HTML report per path beside it. Needs no network
 * beyond the site.
 */
import fs from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result as LighthouseResult } from 'lighthouse'

import { BenchSetupError, benchPaths, benchUrl, requirePagesAnswer200, run, table, writeResults } from './lib/common'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const

interface FailingAudit {
  id: string
  title: string
  /** 0–100, or null when the audit could not run. */
  score: number | null
  /** How much the audit counts in its category's score (0: it does not). */
  weight: number
  displayValue?: string
  error?: string
  /** The first URLs the audit blames (scripts, stylesheets…), when it names any. */
  urls?: string[]
}

interface PageResult {
  path: string
  finalUrl: string
  scores: Record<Category, number | null>
  failing: Record<Category, FailingAudit[]>
  metrics: Record<(typeof METRICS)[number], { value: number | undefined; display: string | undefined }>
  runWarnings: string[]
  /** The HTML report, relative to the working directory. */
  report: string
  lighthouseVersion: string
  userAgent: string
}

const toPercent = (score: number | null | undefined) => (score == null ? null : Math.round(score * 100))

/** The audits that keep a category under 100, those that count in its score first. */
function failingAudits(lhr: LighthouseResult, category: Category): FailingAudit[] {
  const failing: FailingAudit[] = []
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    // Performance lists some audits twice, the copies in the "hidden" group.
    if (ref.group === 'hidden') continue
    const audit = lhr.audits[ref.id]
    if (!audit) continue
    const errored = audit.scoreDisplayMode === 'error'
    if (!errored && (audit.score === null || audit.score >= 1)) continue
    const items: unknown[] = audit.details && 'items' in audit.details && Array.isArray(audit.details.items) ? audit.details.items : []
    const urls = items
      .map((item) => (item && typeof item === 'object' && 'url' in item && typeof item.url === 'string' ? item.url : null))
      .filter((url): url is string => url !== null)
    failing.push({
      id: audit.id,
      title: audit.title,
      score: toPercent(audit.score),
      weight: ref.weight,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      ...(errored && audit.errorMessage ? { error: audit.errorMessage } : {}),
      ...(urls.length > 0 ? { urls: [...new Set(urls)].slice(0, 5) } : {}),
    })
  }
  return failing.sort((a, b) => b.weight - a.weight)
}

function reportName(pagePath: string): string {
  const slug = pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home'
  return `lighthouse-${slug}.html`
}

async function audit(url: URL, port: number, pagePath: string): Promise<PageResult> {
  const result = await lighthouse(url.href, {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  }

  const report = writeResults(reportName(pagePath), typeof result.report === 'string' ? result.report : result.report.join('\n'))

  const scores = {} as PageResult['scores']
  const failing = {} as PageResult['failing']
  for (const category of CATEGORIES) {
    scores[category] = toPercent(lhr.categories[category]?.score)
    failing[category] = scores[category] === 100 ? [] : failingAudits(lhr, category)
  }
  const metrics = {} as PageResult['metrics']
  for (const id of METRICS) metrics[id] = { value: lhr.audits[id]?.numericValue, display: lhr.audits[id]?.displayValue }

  return {
    path: pagePath,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    failing,
    metrics,
    runWarnings: lhr.runWarnings,
    report,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  }
}

run(async () => {
  const base = benchUrl()
  const paths = benchPaths(['/', '/pricing'])
  const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!fs.existsSync(chromePath)) throw new BenchSetupError(`No Chromium at ${chromePath} (set CHROMIUM_PATH)`)

  await requirePagesAnswer200(base, paths)

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
  const pages: PageResult[] = []
  try {
    for (const p of paths) {
      console.error(`lighthouse: ${p}…`)
      pages.push(await audit(new URL(p, base), chrome.port, p))
    }
  } finally {
    chrome.kill()
  }
  const lighthouseVersion = pages[0]?.lighthouseVersion ?? ''

  const file = writeResults('lighthouse.json', {
    url: base.origin,
    measuredAt: new Date().toISOString(),
    lighthouseVersion,
    browser: pages[0]?.userAgent,
    settings: 'Lighthouse default: mobile (emulated phone, simulated slow 4G, 4x CPU slowdown)',
    pages: pages.map(({ lighthouseVersion: _version, userAgent: _userAgent, ...page }) => page),
  })

  console.log(`lighthouse ${lighthouseVersion}, mobile (default settings): ${base.origin}`)
  console.log(
    table(
      ['path', ...CATEGORIES],
      pages.map((page) => [page.path, ...CATEGORIES.map((c) => page.scores[c] ?? 'n/a')]),
    ),
  )
  console.log()
  console.log(
    table(
      ['path', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
      pages.map((page) => [page.path, ...METRICS.map((id) => page.metrics[id].display ?? 'n/a')]),
    ),
  )

  for (const page of pages) {
    for (const category of CATEGORIES) {
      if (page.failing[category].length === 0) continue
      console.log(`\n${page.path} ${category} ${page.scores[category] ?? 'n/a'}:`)
      for (const a of page.failing[category]) {
        const details = [a.displayValue, a.score === null ? null : `score ${a.score}`, a.weight > 0 ? `weight ${a.weight}` : 'not scored', a.error]
        console.log(`  ${a.id}: ${a.title} (${details.filter(Boolean).join(', ')})`)
        for (const url of a.urls ?? []) console.log(`      ${url}`)
      }
    }
    for (const warning of page.runWarnings) console.log(`\n${page.path} warning: ${warning}`)
  }
  console.log(`\nresults: ${file}; reports: ${pages.map((page) => page.report).join(', ')}`)
})
