import type { Payload, PayloadRequest, ServerProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { ExportLeadsButton } from '@/cms/admin/leads/ExportLeadsButton'
import { exportFilename, exportLeads, leadExportWhere, parseLeadExportFilters } from '@/cms/leads/export-leads'

const parse = (query: string) => parseLeadExportFilters(new URLSearchParams(query))

describe('parseLeadExportFilters', () => {
  it('reads a form and a period; a date until includes its whole day', () => {
    expect(parse('form=crm&since=2026-11-01&until=2026-11-30')).toEqual({
      ok: true,
      filters: { form: 'crm', since: new Date('2026-11-01T00:00:00.000Z'), before: new Date('2026-12-01T00:00:00.000Z') },
    })
    expect(parse('since=2026-11-01T09:30:00%2B02:00&until=2026-11-01T18:00:00Z')).toEqual({
      ok: true,
      filters: { since: new Date('2026-11-01T07:30:00.000Z'), before: new Date('2026-11-01T18:00:00.001Z') },
    })
    expect(parse('form=&since=%20&until=')).toEqual({ ok: true, filters: {} })
  })

  it.each([
    ['form=careers', 'form must be one of contactSales, support, crm.'],
    ['since=tomorrow', /^since must be an ISO date/],
    ['since=2026-13-01', /^since must be an ISO date/],
    ['until=2026-02-29', /^until must be an ISO date/],
    ['until=2026-11-01T10:00:00', /^until must be an ISO date/],
    ['since=2026-11-02&until=2026-11-01', 'since must be before until.'],
  ])('refuses %s', (query, message) => {
    const result = parse(query)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })

  it('turns filters into a where clause', () => {
    expect(leadExportWhere({})).toEqual({ and: [] })
    expect(leadExportWhere({ form: 'support', since: new Date('2026-11-01T00:00:00Z'), before: new Date('2026-11-02T00:00:00Z') })).toEqual({
      and: [
        { form: { equals: 'support' } },
        { createdAt: { greater_than_equal: '2026-11-01T00:00:00.000Z' } },
        { createdAt: { less_than: '2026-11-02T00:00:00.000Z' } },
      ],
    })
  })

  it('names the file after the day', () => {
    expect(exportFilename(new Date('2026-11-21T23:59:00Z'))).toBe('leads-2026-11-21.csv')
  })
})

function request(query: string, user: { roles: string[] } | null, find: () => Promise<unknown>) {
  const error = vi.fn()
  const req = {
    user,
    searchParams: new URLSearchParams(query),
    payload: { find: vi.fn(find), logger: { error } },
  }
  return { req: req as unknown as PayloadRequest, error, find: req.payload.find }
}

const noLeads = async () => ({ docs: [] })

describe('exportLeads handler', () => {
  it('answers 401 without a user and 403 to a moderator, reading nothing', async () => {
    for (const [user, status] of [
      [null, 401],
      [{ roles: ['moderator'] }, 403],
      [{ roles: [] }, 403],
    ] as const) {
      const { req, find } = request('', user as { roles: string[] } | null, noLeads)
      const response = await exportLeads(req)
      expect(response.status).toBe(status)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(find).not.toHaveBeenCalled()
    }
  })

  it('answers a bad filter with 400 and its message', async () => {
    const { req } = request('since=soon', { roles: ['marketer'] }, noLeads)
    const response = await exportLeads(req)
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0].message).toMatch(/since must be an ISO date/)
  })

  it('reads as the user, under access control, and answers a header-only file when there are no leads', async () => {
    const user = { roles: ['marketer'] }
    const { req, find } = request('form=crm', user, noLeads)
    const response = await exportLeads(req)
    expect(response.status).toBe(200)
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ collection: 'leads', overrideAccess: false, user, limit: 500, sort: ['createdAt', 'id'] }))
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(text.startsWith('\uFEFFCreated at,Form,Status,')).toBe(true)
    expect(text.split('\r\n')).toHaveLength(2)
  })

  it('answers 503, not a broken file or a stack trace, when the database is down', async () => {
    const { req, error } = request('', { roles: ['admin'] }, async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    })
    const response = await exportLeads(req)
    expect(response.status).toBe(503)
    const body = await response.text()
    expect(body).toContain('Please try again')
    expect(body).not.toContain('ECONNREFUSED')
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe('ExportLeadsButton', () => {
  const payload = { config: { routes: { api: '/api' } } } as unknown as Payload
  const render = (roles: string[]) => ExportLeadsButton({ payload, user: { roles } } as unknown as ServerProps)

  it('links admins and marketers to the export, all leads and each form, and offers a period', () => {
    const html = renderToStaticMarkup(render(['marketer'])!)
    expect(html).toContain('href="/api/leads/export.csv"')
    for (const form of ['contactSales', 'support', 'crm']) expect(html).toContain(`href="/api/leads/export.csv?form=${form}"`)
    expect(html).toContain('action="/api/leads/export.csv"')
    expect(html).toContain('name="since"')
    expect(html).toContain('name="until"')
    expect(html).toContain('class="btn btn--style-secondary btn--size-small"')
  })

  it('shows nothing to others', () => {
    expect(render(['moderator'])).toBeNull()
  })
})
