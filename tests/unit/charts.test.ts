import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RatesOverTime } from '@/cms/admin/ab-results/RatesOverTime'
import { ConsentChart, DailyChart, VitalsOverTime } from '@/cms/admin/analytics/charts'
import { BarChart } from '@/cms/admin/charts/BarChart'
import { LineChart } from '@/cms/admin/charts/LineChart'

describe('the admin’s charts', () => {
  it('are one accessible picture each: role img named by its title and description, with labelled axes', () => {
    const html = renderToStaticMarkup(
      createElement(LineChart, {
        id: 'test',
        title: 'Things per day',
        description: 'Three days of things.',
        xLabels: ['Nov 1', 'Nov 2', 'Nov 3'],
        xAxisLabel: 'Day (UTC)',
        yAxisLabel: 'Count',
        yFloor: 0,
        formatY: String,
        series: [{ name: 'Things', colour: '#000', values: [1, null, 87] }],
        thresholds: [{ value: 50, label: 'limit', colour: '#f00' }],
      }),
    )
    expect(html).toMatch(/<svg role="img" aria-labelledby="test-title test-desc"/)
    expect(html).toContain('<title id="test-title">Things per day</title>')
    expect(html).toContain('<desc id="test-desc">Three days of things.</desc>')
    expect(html).toContain('>Day (UTC)</text>')
    expect(html).toContain('>Count</text>')
    for (const tick of ['0', '20', '40', '60', '80', '100']) expect(html).toContain(`>${tick}</text>`)
    // A gap on the day without a value: two separate moves, no line through it.
    expect(html.match(/<path d="M[^"]*"/g)!.some((path) => (path.match(/M/g) ?? []).length === 2)).toBe(true)
    expect(html).toContain('>limit</text>')
    expect(html).not.toMatch(/NaN|Infinity|undefined/)
  })

  it('draw grouped bars on a share axis', () => {
    const html = renderToStaticMarkup(
      createElement(BarChart, {
        id: 'bars',
        title: 'Shares',
        description: 'Two countries.',
        categories: ['DE', 'FR'],
        xAxisLabel: 'Country',
        yAxisLabel: 'Share',
        yCeiling: 1,
        formatY: (value: number) => `${value * 100}%`,
        series: [
          { name: 'A', colour: '#000', values: [0.5, 1] },
          { name: 'B', colour: '#111', values: [0, 0.25] },
        ],
      }),
    )
    expect(html.match(/<rect /g)).toHaveLength(4)
    expect(html).toContain('>DE</text>')
    expect(html).toContain('>100%</text>')
  })

  it('fill the analytics charts’ day axis and keep the numbers in tables', () => {
    const since = new Date('2026-11-19T12:00:00Z')
    const until = new Date('2026-11-21T12:00:00Z')
    const daily = renderToStaticMarkup(createElement(DailyChart, { rows: [{ day: '2026-11-21', events: 7, pageViews: 1, visitors: 3 }], since, until }))
    expect(daily).toContain('>Nov 19</text>')
    expect(daily).toContain('7 events in all')
    const vitals = renderToStaticMarkup(
      createElement(VitalsOverTime, { rows: [{ day: '2026-11-20', vital: 'LCP', p75: 2600, samples: 4, rating: 'needs-improvement' }], since, until }),
    )
    expect(vitals).toContain('good ≤ 2500 ms')
    expect(vitals).toContain('poor &gt; 4000 ms')
    expect(vitals).toMatch(/<th[^>]*scope="row"[^>]*>2026-11-20<\/th><td[^>]*>2600 ms \(4\)<\/td>/)
    const consent = renderToStaticMarkup(createElement(ConsentChart, { rows: [{ country: 'IS', choices: 3, functional: 1, analytics: 2 / 3, marketing: 0 }] }))
    expect(consent).toContain('>IS</text>')
  })

  it('show each variant’s rate so far per day with its interval', () => {
    const html = renderToStaticMarkup(
      createElement(RatesOverTime, {
        rows: [
          { variant: 'control', exposedDay: '2026-11-20', convertedDay: '2026-11-21', visitors: 1 },
          { variant: 'control', exposedDay: '2026-11-20', convertedDay: null, visitors: 3 },
          { variant: 'b', exposedDay: '2026-11-21', convertedDay: null, visitors: 2 },
        ],
        variants: ['control', 'b'],
        until: new Date('2026-11-21T12:00:00Z'),
      }),
    )
    expect(html).toContain('<title id="chart-ab-rates-title">Conversion rate of each variant over time</title>')
    expect(html).toMatch(/data-variant="control">0\.0% \(0 of 4\)/)
    expect(html).toMatch(/data-variant="control">25\.0% \(1 of 4\)/)
    expect(html).toMatch(/data-variant="b">–/)
    expect(html).toMatch(/data-variant="b">0\.0% \(0 of 2\)/)
  })
})
