import type { Payload, SendEmailOptions } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { escapeHtml, headerValue, leadAdminUrl, leadNotificationEmail, notificationRecipient, notifyTeamOfLead } from '@/cms/leads/notify-team'
import type { Lead } from '@/payload-types'

const ADMIN_URL = 'https://www.orbit.example/admin/collections/leads/42'

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 42,
    form: 'contactSales',
    status: 'new',
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    company: 'Analytical Engines',
    companySize: '100-249',
    country: 'GB',
    phone: '+442071234567',
    product: 'crm',
    message: 'We would like a demo.\nThanks!',
    salesRegion: 'emea',
    locale: 'en',
    visitorCountry: 'DE',
    page: '/sales/contact-us',
    from: 'pricing',
    attribution: { utm_source: 'newsletter', utm_campaign: 'autumn' },
    abTests: { homepage_price_per_seat: 'per_seat' },
    notification: 'pending',
    idempotencyKey: 'key-12345678',
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  }
}

const HOSTILE = '<script>alert("x")</script>&\'"'

describe('leadNotificationEmail', () => {
  it('names the form, the company and the country in the subject', () => {
    expect(leadNotificationEmail(lead(), { adminUrl: ADMIN_URL }).subject).toBe('New contact-sales lead: Analytical Engines (GB)')
    expect(leadNotificationEmail(lead({ form: 'crm' }), { adminUrl: ADMIN_URL }).subject).toBe('New CRM lead: Analytical Engines (GB)')
    expect(leadNotificationEmail(lead({ form: 'support', company: null, topic: 'billing' }), { adminUrl: ADMIN_URL }).subject).toBe(
      'New support request: Ada Lovelace (GB)',
    )
  })

  it('puts the prospect, the message, the visit, the meetings offer and the admin link in the text', () => {
    const { text } = leadNotificationEmail(
      lead({
        meetings: { bookMeeting: { status: 'eligible', bookingUrl: 'https://meet.orbit.example/sales' }, getACall: { status: 'available', withinMinutes: 15 } },
      }),
      { adminUrl: ADMIN_URL },
    )
    for (const expected of [
      'Name: Ada Lovelace',
      'Email: ada@analytical.example',
      'Company: Analytical Engines',
      'Company size: 100-249',
      'Country: GB (United Kingdom)',
      'Phone: +442071234567',
      'Product: crm',
      '> We would like a demo.\n> Thanks!',
      'Page: /sales/contact-us',
      'From: pricing',
      'Locale: en',
      'Visitor country: DE (Germany)',
      'Sales region: emea',
      'utm_source: newsletter',
      'utm_campaign: autumn',
      'homepage_price_per_seat: per_seat',
      'Book a meeting: eligible, offered https://meet.orbit.example/sales',
      'Get a call: a rep can call within 15 minutes',
      `Open in the admin: ${ADMIN_URL}`,
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).not.toContain('Topic:')
  })

  it('says so when the scheduling service did not answer, and leaves the section out when nothing was asked', () => {
    const unanswered = leadNotificationEmail(lead({ meetings: { bookMeeting: { status: 'unavailable' }, getACall: { status: 'unavailable' } } }), {
      adminUrl: ADMIN_URL,
    })
    expect(unanswered.text).toContain('Book a meeting: unknown (the scheduling service did not answer)')
    expect(leadNotificationEmail(lead({ meetings: null }), { adminUrl: ADMIN_URL }).text).not.toContain('Meetings offered')
  })

  it('escapes every value the prospect typed in the HTML', () => {
    const { html } = leadNotificationEmail(
      lead({
        name: HOSTILE,
        company: HOSTILE,
        message: HOSTILE,
        page: HOSTILE,
        from: HOSTILE,
        attribution: { utm_source: HOSTILE, [HOSTILE]: 'x' },
        abTests: { test: HOSTILE },
      }),
      { adminUrl: ADMIN_URL },
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('"x"')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&quot;')
    // Only the markup of the template itself: every tag in the HTML is one of ours.
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9!]+)/gi)].map((match) => match[1]!.toLowerCase()))
    expect([...tags].sort()).toEqual(['!doctype', 'a', 'body', 'h1', 'h2', 'html', 'p', 'table', 'td', 'th', 'tr'])
    expect(html).toContain(`<a href="${ADMIN_URL}">`)
  })

  it('keeps line breaks out of single-line fields, so that a name cannot fake another line', () => {
    const { text } = leadNotificationEmail(lead({ name: 'Ada\nOpen in the admin: https://evil.example' }), { adminUrl: ADMIN_URL })
    expect(text).toContain('Name: Ada Open in the admin: https://evil.example')
    expect(text.split('\n').filter((line) => line.startsWith('Open in the admin:'))).toEqual([`Open in the admin: ${ADMIN_URL}`])
  })

  it('strips CR and LF from the subject, and offers Reply-To only for a plain address', () => {
    const email = leadNotificationEmail(lead({ company: 'Acme\r\nBcc: everyone@example.com', country: 'US' }), { adminUrl: ADMIN_URL })
    expect(email.subject).toBe('New contact-sales lead: Acme Bcc: everyone@example.com (US)')
    expect(email.subject).not.toMatch(/[\r\n]/)
    expect(email.replyTo).toBe('ada@analytical.example')
    expect(leadNotificationEmail(lead({ email: 'a@b.example,c@d.example' }), { adminUrl: ADMIN_URL }).replyTo).toBeUndefined()
    expect(leadNotificationEmail(lead({ email: 'a@b.example\r\nBcc: c@d.example' }), { adminUrl: ADMIN_URL }).replyTo).toBeUndefined()
  })
})

describe('header and HTML helpers', () => {
  it('headerValue removes every kind of line break and control character', () => {
    expect(headerValue('a\r\nb\nc\rd\u2028e\u0085f\u0000g')).toBe('a b c d e f g')
    expect(headerValue('x'.repeat(500))).toHaveLength(200)
  })

  it('escapeHtml escapes the five characters that matter', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;')
  })

  it('sends support requests to support and the rest to sales', () => {
    const addresses = { sales: 'sales@orbit.example', support: 'support@orbit.example' }
    expect(notificationRecipient('contactSales', addresses)).toBe('sales@orbit.example')
    expect(notificationRecipient('crm', addresses)).toBe('sales@orbit.example')
    expect(notificationRecipient('support', addresses)).toBe('support@orbit.example')
    expect(notificationRecipient('support', { sales: 'sales@orbit.example' })).toBeUndefined()
  })

  it('links to the lead in the admin', () => {
    expect(leadAdminUrl('https://www.orbit.example/', '/admin', 42)).toBe(ADMIN_URL)
  })
})

/** The parts of Payload notifyTeamOfLead uses, recording what it is asked. */
function fakePayload({
  send = async () => undefined,
  update = async () => ({}),
}: { send?: (message: SendEmailOptions) => Promise<unknown>; update?: () => Promise<unknown> } = {}) {
  const sent: SendEmailOptions[] = []
  const updates: unknown[] = []
  const logged: unknown[] = []
  const payload = {
    config: { serverURL: 'https://www.orbit.example', routes: { admin: '/admin' } },
    email: { name: 'fake', defaultFromAddress: 'no-reply@orbit.example', defaultFromName: 'Orbit', sendEmail: vi.fn() },
    sendEmail: vi.fn(async (message: SendEmailOptions) => {
      sent.push(message)
      return send(message)
    }),
    update: vi.fn(async (args: unknown) => {
      updates.push(args)
      return update()
    }),
    logger: { error: vi.fn((entry: unknown) => logged.push(entry)), info: vi.fn(), warn: vi.fn() },
  }
  return { payload: payload as unknown as Payload, sent, updates, logged }
}

const ADDRESSES = { sales: 'sales@orbit.example', support: 'support@orbit.example' }

describe('notifyTeamOfLead', () => {
  it("sends the email to the form's address, from the configured sender, and marks the lead sent", async () => {
    const { payload, sent, updates } = fakePayload()
    await notifyTeamOfLead(payload, lead(), ADDRESSES)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      to: 'sales@orbit.example',
      from: '"Orbit" <no-reply@orbit.example>',
      replyTo: 'ada@analytical.example',
      subject: 'New contact-sales lead: Analytical Engines (GB)',
    })
    expect(sent[0]!.text).toContain(ADMIN_URL)
    expect(updates).toEqual([expect.objectContaining({ collection: 'leads', id: 42, data: { notification: 'sent' }, overrideAccess: true })])
  })

  it('skips the email when the form has no address', async () => {
    const { payload, sent, updates } = fakePayload()
    await notifyTeamOfLead(payload, lead({ form: 'support' }), { sales: 'sales@orbit.example' })
    expect(sent).toEqual([])
    expect(updates).toEqual([expect.objectContaining({ data: { notification: 'skipped' } })])
  })

  it('marks the lead failed, logs and reports, and does not throw when sending fails', async () => {
    const refused = new Error('535 authentication failed')
    const { payload, updates, logged } = fakePayload({ send: async () => Promise.reject(refused) })
    const report = vi.fn(async () => {
      throw new Error('reporter down too')
    })
    await expect(notifyTeamOfLead(payload, lead(), ADDRESSES, { report })).resolves.toBeUndefined()
    expect(updates).toEqual([expect.objectContaining({ data: { notification: 'failed' } })])
    expect(report).toHaveBeenCalledWith(refused)
    expect(logged).toEqual([expect.objectContaining({ err: refused, msg: expect.stringContaining('lead 42') })])
  })

  it('gives up on a mail server that does not answer', async () => {
    const { payload, updates } = fakePayload({ send: () => new Promise(() => {}) })
    const report = vi.fn()
    const started = Date.now()
    await notifyTeamOfLead(payload, lead(), ADDRESSES, { timeoutMs: 50, report })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(updates).toEqual([expect.objectContaining({ data: { notification: 'failed' } })])
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ name: 'TimeoutError' }))
  })

  it('does not throw when recording the outcome fails either', async () => {
    const { payload, logged } = fakePayload({ update: async () => Promise.reject(new Error('database gone')) })
    const report = vi.fn()
    await expect(notifyTeamOfLead(payload, lead(), ADDRESSES, { report })).resolves.toBeUndefined()
    expect(report).toHaveBeenCalledTimes(1)
    expect(logged).toEqual([expect.objectContaining({ msg: expect.stringContaining('as sent') })])
  })
})
