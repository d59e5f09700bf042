import type { Payload } from 'payload'

import { LOG_EMAIL_ADAPTER } from '@/cms/email'
import { countryReference } from '@/domain/countries'
import { escapeHtml, headerValue } from '@/domain/email-text'
import type { NotificationOutcome } from '@/domain/forms/leads'
import type { MeetingOptions } from '@/domain/forms/meetings'
import { withTimeout } from '@/infrastructure/timeout'
import type { Lead } from '@/payload-types'

/**
 * Everything in it was typed by a stranger: the HTML escapes every value and no value reaches a header with a line break.
 * The outcome is kept on the lead so a failed email can be found in the admin.
 */

export type LeadNotificationAddresses = { sales?: string | undefined; support?: string | undefined }

export type NotifyOptions = {
  timeoutMs?: number
  report?: (error: unknown) => void | Promise<void>
}

export const NOTIFY_TIMEOUT_MS = 10_000

const SUBJECT_MAX_LENGTH = 200
const VALUE_MAX_LENGTH = 500
const MAX_VISIT_ENTRIES = 50

const FORM_TITLES = {
  contactSales: 'contact-sales lead',
  crm: 'CRM lead',
  support: 'support request',
} as const satisfies Record<Lead['form'], string>

export function notificationRecipient(form: Lead['form'], addresses: LeadNotificationAddresses): string | undefined {
  const address = form === 'support' ? addresses.support : addresses.sales
  return address ? headerValue(address, SUBJECT_MAX_LENGTH) || undefined : undefined
}

export function leadAdminUrl(serverUrl: string, adminRoute: string, id: number | string): string {
  return `${serverUrl.replace(/\/+$/, '')}${adminRoute}/collections/leads/${encodeURIComponent(String(id))}`
}

/** Line breaks cannot fake another line. */
function oneLine(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined
  const text = String(value)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, VALUE_MAX_LENGTH)
  return text === '' ? undefined : text
}

function countryLabel(code: string | null | undefined): string | undefined {
  if (!code) return undefined
  const reference = countryReference(code)
  return reference ? `${reference.code} (${reference.name})` : oneLine(code)
}

function entriesOf(json: unknown): [string, string][] {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return []
  return Object.entries(json)
    .slice(0, MAX_VISIT_ENTRIES)
    .flatMap(([name, value]) => {
      const label = oneLine(name)
      const text = oneLine(value)
      return label && text ? [[label, text] as [string, string]] : []
    })
}

export function meetingOptionsOf(value: unknown): MeetingOptions | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { bookMeeting, getACall } = value as Partial<MeetingOptions>
  if (!bookMeeting || typeof bookMeeting !== 'object' || !getACall || typeof getACall !== 'object') return undefined
  return value as MeetingOptions
}

const NO_ANSWER = 'unknown (the scheduling service did not answer)'

function describeBookMeeting(offer: MeetingOptions['bookMeeting']): string {
  switch (offer.status) {
    case 'eligible':
      return offer.bookingUrl ? `eligible, offered ${oneLine(offer.bookingUrl) ?? ''}` : 'eligible'
    case 'not-eligible':
      return 'not eligible'
    default:
      return NO_ANSWER
  }
}

function describeGetACall(offer: MeetingOptions['getACall']): string {
  switch (offer.status) {
    case 'available':
      return `a rep can call within ${Number(offer.withinMinutes)} minutes`
    case 'not-available':
      return 'no rep available to call now'
    default:
      return NO_ANSWER
  }
}

type Line = readonly [label: string, value: string | undefined]
type Section = { title: string; lines: readonly Line[] }

export type LeadEmail = {
  subject: string
  text: string
  html: string
  replyTo?: string
}

export function leadNotificationEmail(lead: Lead, { adminUrl }: { adminUrl: string }): LeadEmail {
  const title = `New ${FORM_TITLES[lead.form] ?? 'lead'}`
  const who = oneLine(lead.company) ?? oneLine(lead.name) ?? 'unknown'
  const subject = headerValue(`${title}: ${who} (${oneLine(lead.country) ?? '?'})`, SUBJECT_MAX_LENGTH)

  const prospect: Section = {
    title: 'Prospect',
    lines: [
      ['Name', oneLine(lead.name)],
      ['Email', oneLine(lead.email)],
      ['Company', oneLine(lead.company)],
      ['Company size', oneLine(lead.companySize)],
      ['Country', countryLabel(lead.country)],
      ['Phone', oneLine(lead.phone)],
      ['Product', oneLine(lead.product)],
      ['Topic', oneLine(lead.topic)],
    ],
  }
  const message = typeof lead.message === 'string' && lead.message.trim() !== '' ? lead.message.trim() : undefined
  const visit: Section[] = [
    {
      title: 'Visit',
      lines: [
        ['Submitted', oneLine(lead.createdAt)],
        ['Page', oneLine(lead.page)],
        ['From', oneLine(lead.from)],
        ['Locale', oneLine(lead.locale)],
        ['Visitor country', countryLabel(lead.visitorCountry)],
        ['Sales region', oneLine(lead.salesRegion)],
      ],
    },
    { title: 'Attribution', lines: entriesOf(lead.attribution) },
    { title: 'A/B tests', lines: entriesOf(lead.abTests) },
  ]
  const meetings = meetingOptionsOf(lead.meetings)
  if (meetings) {
    visit.push({
      title: 'Meetings offered',
      lines: [
        ['Book a meeting', describeBookMeeting(meetings.bookMeeting)],
        ['Get a call', describeGetACall(meetings.getACall)],
      ],
    })
  }

  const text = [
    title,
    '',
    ...textOf([prospect]),
    // Quoted, so that nothing the prospect wrote passes for a line of ours ("Open in the admin: …").
    ...(message ? ['Message:', ...message.split(/\r\n|\r|\n/).map((line) => `> ${line}`), ''] : []),
    ...textOf(visit),
    `Open in the admin: ${adminUrl}`,
    '',
  ].join('\n')

  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.4">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    ...htmlOf([prospect]),
    ...(message ? ['<h2 style="font-size:15px">Message</h2>', `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`] : []),
    ...htmlOf(visit),
    `<p><a href="${escapeHtml(adminUrl)}">Open the lead in the admin</a></p>`,
    '</body></html>',
  ].join('\n')

  const replyTo = singleAddress(lead.email)
  return { subject, text, html, ...(replyTo ? { replyTo } : {}) }
}

function filled(sections: readonly Section[]): { title: string; lines: (readonly [string, string])[] }[] {
  return sections
    .map(({ title, lines }) => ({ title, lines: lines.filter((line): line is readonly [string, string] => line[1] !== undefined) }))
    .filter((section) => section.lines.length > 0)
}

function textOf(sections: readonly Section[]): string[] {
  return filled(sections).flatMap(({ title, lines }) => [title, ...lines.map(([label, value]) => `${label}: ${value}`), ''])
}

const CELL = 'style="text-align:left;vertical-align:top;padding:2px 12px 2px 0"'

function htmlOf(sections: readonly Section[]): string[] {
  return filled(sections).flatMap(({ title, lines }) => [
    `<h2 style="font-size:15px">${escapeHtml(title)}</h2>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...lines.map(([label, value]) => `<tr><th ${CELL}>${escapeHtml(label)}</th><td ${CELL}>${escapeHtml(value)}</td></tr>`),
    '</table>',
  ])
}

/** A mailer cannot read it as several recipients or a header of its own. */
function singleAddress(value: string | null | undefined): string | undefined {
  if (!value || value.length > 254) return undefined
  return /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+$/.test(value) ? value : undefined
}

/** Never throws: a failure is logged, reported and left on the lead as 'failed'; the lead itself is safe either way. */
export async function notifyTeamOfLead(payload: Payload, lead: Lead, addresses: LeadNotificationAddresses, options: NotifyOptions = {}): Promise<void> {
  const to = notificationRecipient(lead.form, addresses)
  let outcome: NotificationOutcome = 'skipped'
  if (to) {
    try {
      const email = leadNotificationEmail(lead, {
        adminUrl: leadAdminUrl(payload.config.serverURL ?? '', payload.config.routes?.admin ?? '/admin', lead.id),
      })
      const sender = payload.email
      const from = sender
        ? `"${headerValue(sender.defaultFromName, SUBJECT_MAX_LENGTH).replace(/["\\]/g, '')}" <${headerValue(sender.defaultFromAddress, 254)}>`
        : undefined
      const send = Promise.resolve().then(() =>
        payload.sendEmail({
          to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(from ? { from } : {}),
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        }),
      )
      await withTimeout(send, options.timeoutMs ?? NOTIFY_TIMEOUT_MS, 'sending the lead notification')
      // Written to the log only (no SMTP_URL): nobody was emailed, and the lead must not say so.
      outcome = sender?.name === LOG_EMAIL_ADAPTER ? 'skipped' : 'sent'
    } catch (error) {
      outcome = 'failed'
      await failed(payload, `Could not email the team about lead ${lead.id}`, error, options.report)
    }
  }
  try {
    await payload.update({ collection: 'leads', id: lead.id, data: { notification: outcome }, overrideAccess: true, depth: 0 })
  } catch (error) {
    await failed(payload, `Could not record the notification of lead ${lead.id} as ${outcome}`, error, options.report)
  }
}

async function failed(payload: Payload, msg: string, error: unknown, report: NotifyOptions['report']): Promise<void> {
  try {
    payload.logger.error({ err: error, msg })
  } catch {
    // A logger that throws must not turn a failed email into a failed request.
  }
  try {
    await report?.(error)
  } catch {
    // The reporter's own failure is not the visitor's problem.
  }
}

export { escapeHtml, headerValue }
