/**
 * With SMTP_URL set, the site's emails really go out over SMTP: a small SMTP server runs in
 * this process, and a lead's notification to the team must arrive there, sent by the
 * nodemailer version the site ships.
 */
import { SMTPServer } from 'smtp-server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../helpers/postgres'

type Received = { from: string; to: string[]; data: string }
const received: Received[] = []

const smtp = new SMTPServer({
  // A plain local relay: no TLS, no login.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        data: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

let payload: Payload

beforeAll(async () => {
  const port = await freePort()
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  // Read by the Payload config when it is first imported, just below.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.EMAIL_FROM_ADDRESS = 'no-reply@orbit.example'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('email through SMTP_URL', () => {
  it('delivers a lead notification to the SMTP server and marks the lead sent', async () => {
    const { notifyTeamOfLead } = await import('@/cms/leads/notify-team')
    const lead = await payload.create({
      collection: 'leads',
      data: {
        form: 'contactSales',
        status: 'new',
        name: 'Smtp Prospect',
        email: 'smtp-prospect@company.example',
        company: 'Mail Corp',
        companySize: '100-249',
        country: 'DE',
        phone: '+4930123456',
        product: 'crm',
        locale: 'en',
        visitorCountry: 'DE',
        page: '/sales/contact-us',
        idempotencyKey: `smtp-test-${Date.now()}`,
      },
      overrideAccess: true,
      depth: 0,
    })

    await notifyTeamOfLead(payload, lead, { sales: 'sales@orbit.example' })

    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail!.from).toBe('no-reply@orbit.example')
    expect(mail!.to).toEqual(['sales@orbit.example'])
    expect(mail!.data).toMatch(/^Subject: New contact-sales lead: Mail Corp \(DE\)/m)
    expect(mail!.data).toMatch(/^Reply-To: smtp-prospect@company\.example/m)
    const stored = await payload.findByID({ collection: 'leads', id: lead.id, overrideAccess: true, depth: 0 })
    expect(stored.notification).toBe('sent')
  })
})
