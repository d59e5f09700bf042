/**
 * Leads leave the database in two ways: as a CSV export that admins and marketers download
 * (GET /api/leads/export.csv, read under the requester's access), and as the notification
 * email to the team, whose outcome is recorded on the lead.
 */
import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { getPayload, type Payload, type SendEmailOptions } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { EXPORT_PAGE_SIZE } from '@/cms/leads/export-leads'
import { notifyTeamOfLead } from '@/cms/leads/notify-team'
import { ATTRIBUTION_COOKIES } from '@/domain/attribution/attribution'
import type { Lead } from '@/payload-types'

import { api, login, SITE_ORIGIN } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
const tokens: Record<'admin' | 'marketer' | 'moderator', string> = { admin: '', marketer: '', moderator: '' }
const created: number[] = []

let sequence = 0
async function createLead(data: Partial<Lead> = {}): Promise<Lead> {
  sequence += 1
  const lead = await payload.create({
    collection: 'leads',
    data: {
      form: 'contactSales',
      status: 'new',
      name: `Prospect ${sequence}`,
      email: `prospect-${sequence}@company.example`,
      company: 'Company',
      companySize: '100-249',
      country: 'DE',
      phone: '+4930123456',
      product: 'crm',
      locale: 'de',
      visitorCountry: 'DE',
      page: '/sales/contact-us',
      from: 'header',
      attribution: { utm_source: 'newsletter', utm_campaign: 'autumn' },
      abTests: { homepage_price_per_seat: 'per_seat', hide_basic_tier: 'control' },
      idempotencyKey: `export-test-${sequence}-${Date.now()}`,
      ...data,
    },
    overrideAccess: true,
    depth: 0,
  })
  created.push(lead.id)
  return lead
}

let salesLead: Lead
let hostileLead: Lead

beforeAll(async () => {
  payload = await getPayload({ config })
  // The admin first: the very first account of a database always becomes an admin.
  tokens.admin = await login((await createStaff(payload, ['admin'])).email, PASSWORD)
  tokens.marketer = await login((await createStaff(payload, ['marketer'])).email, PASSWORD)
  tokens.moderator = await login((await createStaff(payload, ['moderator'])).email, PASSWORD)

  await createLead({ name: 'Early Bird', createdAt: '2025-03-10T08:00:00.000Z' })
  salesLead = await createLead({ name: 'Zoë Müller', company: 'Café, "Zürich" GmbH', message: 'Line one\nLine two' })
  await createLead({
    form: 'support',
    name: 'Help Seeker',
    company: null,
    companySize: null,
    phone: null,
    product: null,
    topic: 'billing',
    message: 'I was charged twice for my plan.',
  })
  hostileLead = await createLead({ name: '=HYPERLINK("http://evil.example","Click")', company: '@SUM(1+1)', message: '+1 call me' })
})

afterAll(async () => {
  // One statement: the local API's bulk delete would run hundreds of deletes at once on one connection.
  await payload?.db.deleteMany({ collection: 'leads', where: { id: { in: created } } })
})

/** A minimal RFC 4180 reader (after the byte order mark), to read the export as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      index += 1
    } else field += char
  }
  if (field !== '' || row.length > 0) throw new Error('the file does not end with CRLF')
  return rows
}

type Export = { status: number; headers: Headers; raw: string; header: string[]; records: Record<string, string>[] }

async function exportCsv(query = '', token: string | null = tokens.marketer): Promise<Export> {
  const response = await api('GET', `/leads/export.csv${query}`, token ? { token } : {})
  const raw = typeof response.body === 'string' ? response.body : JSON.stringify(response.body)
  if (response.status !== 200) return { status: response.status, headers: response.headers, raw, header: [], records: [] }
  const [header = [], ...rows] = parseCsv(raw.replace(/^\uFEFF/, ''))
  const records = rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])))
  return { status: response.status, headers: response.headers, raw, header, records }
}

const names = (result: Export) => result.records.map((record) => record.Name)

describe('GET /api/leads/export.csv: who may', () => {
  it('answers an anonymous visitor 401 and shows no lead', async () => {
    const result = await exportCsv('', null)
    expect(result.status).toBe(401)
    expect(result.raw).not.toContain('Zoë')
    expect(result.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses moderators: they review templates, not leads', async () => {
    const result = await exportCsv('', tokens.moderator)
    expect(result.status).toBe(403)
    expect(result.raw).not.toContain('Zoë')
  })

  it('is not opened by a forged token', async () => {
    expect((await exportCsv('', 'not-a-token')).status).toBe(401)
  })

  it.each(['marketer', 'admin'] as const)('gives a %s every lead as a CSV download that is never cached', async (role) => {
    const result = await exportCsv('', tokens[role])
    expect(result.status).toBe(200)
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('content-disposition')).toBe(`attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`)
    expect(result.headers.get('cache-control')).toBe('private, no-store')
    expect(names(result)).toEqual(['Early Bird', 'Zoë Müller', 'Help Seeker', `'=HYPERLINK("http://evil.example","Click")`])
  })
})

describe('GET /api/leads/export.csv: what it holds', () => {
  it('starts with the UTF-8 byte order mark and is UTF-8 throughout', async () => {
    // Read as bytes: Response.text() would swallow the mark.
    const request = new Request(new URL('/api/leads/export.csv', SITE_ORIGIN), { headers: { Authorization: `JWT ${tokens.marketer}` } })
    const response = await REST_GET(config)(request, { params: Promise.resolve({ slug: ['leads', 'export.csv'] }) })
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)).toContain('Zoë Müller')
  })

  it('has a column per lead field, per attribution cookie and for the A/B tests', async () => {
    const { header } = await exportCsv()
    expect(header.slice(0, 17)).toEqual([
      'Created at',
      'Form',
      'Status',
      'Name',
      'Email',
      'Company',
      'Company size',
      'Country',
      'Phone',
      'Product',
      'Topic',
      'Message',
      'Sales region',
      'Locale',
      'Visitor country',
      'Page',
      'From',
    ])
    expect(header.slice(17, -1)).toEqual([...ATTRIBUTION_COOKIES])
    expect(header.at(-1)).toBe('A/B tests')
    expect(header).not.toContain('idempotencyKey')
  })

  it('writes each lead as it was stored, commas, quotes, line breaks and accents included', async () => {
    const record = (await exportCsv()).records.find((row) => row.Name === 'Zoë Müller')!
    expect(record).toMatchObject({
      'Created at': salesLead.createdAt,
      Form: 'contactSales',
      Status: 'new',
      Email: salesLead.email,
      Company: 'Café, "Zürich" GmbH',
      'Company size': '100-249',
      Country: 'DE',
      Phone: "'+4930123456",
      Product: 'crm',
      Topic: '',
      Message: 'Line one\nLine two',
      Locale: 'de',
      'Visitor country': 'DE',
      Page: '/sales/contact-us',
      From: 'header',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
      utm_medium: '',
      'A/B tests': 'hide_basic_tier=control; homepage_price_per_seat=per_seat',
    })
  })

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const record = (await exportCsv()).records.find((row) => row.Email === hostileLead.email)!
    expect(record.Name).toBe(`'=HYPERLINK("http://evil.example","Click")`)
    expect(record.Company).toBe("'@SUM(1+1)")
    expect(record.Message).toBe("'+1 call me")
  })
})

describe('GET /api/leads/export.csv: filters', () => {
  it('exports one form', async () => {
    expect(names(await exportCsv('?form=support'))).toEqual(['Help Seeker'])
    expect(names(await exportCsv('?form=crm'))).toEqual([])
    expect(names(await exportCsv('?form=contactSales'))).not.toContain('Help Seeker')
  })

  it('exports a period: since inclusive, a date until including its whole day', async () => {
    expect(names(await exportCsv('?since=2025-03-10&until=2025-03-10'))).toEqual(['Early Bird'])
    expect(names(await exportCsv('?until=2025-03-09'))).toEqual([])
    expect(names(await exportCsv('?since=2025-03-10T08:00:00.001Z'))).not.toContain('Early Bird')
    expect(names(await exportCsv('?until=2025-03-10T08:00:00Z'))).toEqual(['Early Bird'])
    const today = new Date().toISOString().slice(0, 10)
    expect(names(await exportCsv(`?since=${today}&form=support`))).toEqual(['Help Seeker'])
  })

  it('treats blank parameters, as the admin form sends them, as no filter', async () => {
    expect((await exportCsv('?since=&until=&form=')).records).toHaveLength(4)
  })

  it.each([
    ['?since=yesterday', /since must be an ISO date/],
    ['?since=2026-02-30', /since must be an ISO date/],
    ['?until=2026-11-21T10:00:00', /until must be an ISO date/],
    ['?form=careers', /form must be one of contactSales, support, crm/],
    ['?since=2026-11-21&until=2026-11-01', /since must be before until/],
  ])('answers %s with a 400 and a clear message', async (query, message) => {
    const result = await exportCsv(query)
    expect(result.status).toBe(400)
    expect(result.raw).toMatch(message)
    expect(result.raw).not.toMatch(/at .*\.(ts|js):\d+/)
  })

  it(`pages through more than ${EXPORT_PAGE_SIZE} leads without skipping or repeating one`, async () => {
    const count = EXPORT_PAGE_SIZE + 7
    const at = Date.parse('2024-06-01T00:00:00.000Z')
    // A few at a time: more than the database pool holds would wait for a connection and time out on a busy machine.
    const batch = 8
    for (let start = 0; start < count; start += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
          const index = start + offset
          // Pairs share a createdAt, so the page boundary falls among equal timestamps too.
          return createLead({ form: 'crm', name: `Bulk ${index}`, createdAt: new Date(at + Math.floor(index / 2) * 1000).toISOString() })
        }),
      )
    }
    const result = await exportCsv('?form=crm&until=2024-12-31')
    const exported = names(result)
    expect(exported).toHaveLength(count)
    expect(new Set(exported).size).toBe(count)
    const times = result.records.map((record) => record['Created at']!)
    expect([...times].sort()).toEqual(times)
  })
})

describe('notifyTeamOfLead', () => {
  const ADDRESSES = { sales: 'sales@orbit.example', support: 'support@orbit.example' }
  const notificationOf = async (id: number) => (await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })).notification

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('emails the team through the configured adapter and marks the lead sent', async () => {
    const lead = await createLead({ name: 'Notify Me', company: 'Acme <b>Corp</b>' })
    expect(lead.notification).toBe('pending')
    const sent: SendEmailOptions[] = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      sent.push(message)
    })
    // As with SMTP_URL set: an adapter that really sends.
    const configured = payload.email
    payload.email = { ...configured!, name: 'nodemailer' }
    try {
      await notifyTeamOfLead(payload, lead, ADDRESSES)
    } finally {
      payload.email = configured
    }
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'sales@orbit.example', subject: 'New contact-sales lead: Acme <b>Corp</b> (DE)', replyTo: lead.email })
    expect(sent[0]!.text).toContain(`http://localhost:3000/admin/collections/leads/${lead.id}`)
    expect(sent[0]!.html).toContain('Acme &lt;b&gt;Corp&lt;/b&gt;')
    expect(await notificationOf(lead.id)).toBe('sent')
  })

  it('goes to the log when no SMTP server is configured, and the lead says nobody was emailed', async () => {
    const lead = await createLead({ form: 'support', topic: 'technical', message: 'The board does not load at all.' })
    const info = vi.spyOn(payload.logger, 'info')
    await notifyTeamOfLead(payload, lead, ADDRESSES)
    expect(info).toHaveBeenCalledWith(expect.stringContaining('To: support@orbit.example'))
    expect(await notificationOf(lead.id)).toBe('skipped')
  })

  it('marks the lead skipped when its form has no address', async () => {
    const lead = await createLead()
    const send = vi.spyOn(payload, 'sendEmail')
    await notifyTeamOfLead(payload, lead, {})
    expect(send).not.toHaveBeenCalled()
    expect(await notificationOf(lead.id)).toBe('skipped')
  })

  it('marks the lead failed, and reports, when the adapter throws', async () => {
    const lead = await createLead()
    vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('421 service not available'))
    vi.spyOn(payload.logger, 'error').mockImplementation(() => undefined)
    const report = vi.fn()
    await expect(notifyTeamOfLead(payload, lead, ADDRESSES, { report })).resolves.toBeUndefined()
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: '421 service not available' }))
    expect(await notificationOf(lead.id)).toBe('failed')
  })
})
