import type { Payload, PayloadHandler, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { ATTRIBUTION_COOKIES } from '@/domain/attribution/attribution'
import { CSV_BOM, csvRow, type CsvCell } from '@/domain/csv'
import { LEAD_FORMS, type LeadForm } from '@/domain/forms/fields'
import { isContentEditorRole } from '@/domain/staff/roles'
import { problem } from '@/infrastructure/http'
import type { Lead } from '@/payload-types'

/** Read as the requesting user, so the collection's access rules and hidden fields hold. */

export const EXPORT_PAGE_SIZE = 500

export type LeadExportFilters = {
  form?: LeadForm
  since?: Date
  before?: Date
}

export type ParsedFilters = { ok: true; filters: LeadExportFilters } | { ok: false; message: string }

const DAY_MS = 24 * 60 * 60 * 1000
const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true })

/** A date (the start of that UTC day) or a date-time with its zone. */
function parseInstant(value: string): { at: Date; wholeDay: boolean } | undefined {
  if (isoDate.safeParse(value).success) return { at: new Date(`${value}T00:00:00.000Z`), wholeDay: true }
  if (isoDateTime.safeParse(value).success) {
    const at = new Date(value)
    return Number.isNaN(at.getTime()) ? undefined : { at, wholeDay: false }
  }
  return undefined
}

export function parseLeadExportFilters(params: URLSearchParams): ParsedFilters {
  const filters: LeadExportFilters = {}
  const form = params.get('form')?.trim()
  if (form) {
    if (!(LEAD_FORMS as readonly string[]).includes(form)) {
      return { ok: false, message: `form must be one of ${LEAD_FORMS.join(', ')}.` }
    }
    filters.form = form as LeadForm
  }
  const since = params.get('since')?.trim()
  if (since) {
    const parsed = parseInstant(since)
    if (!parsed) return { ok: false, message: 'since must be an ISO date such as 2026-11-01, or a date-time such as 2026-11-01T09:00:00Z.' }
    filters.since = parsed.at
  }
  const until = params.get('until')?.trim()
  if (until) {
    const parsed = parseInstant(until)
    if (!parsed) return { ok: false, message: 'until must be an ISO date such as 2026-11-30, or a date-time such as 2026-11-30T18:00:00Z.' }
    // A date includes its whole day; a date-time includes its own millisecond.
    filters.before = new Date(parsed.at.getTime() + (parsed.wholeDay ? DAY_MS : 1))
  }
  if (filters.since && filters.before && filters.since >= filters.before) {
    return { ok: false, message: 'since must be before until.' }
  }
  return { ok: true, filters }
}

export function leadExportWhere({ form, since, before }: LeadExportFilters): Where {
  const and: Where[] = []
  if (form) and.push({ form: { equals: form } })
  if (since) and.push({ createdAt: { greater_than_equal: since.toISOString() } })
  if (before) and.push({ createdAt: { less_than: before.toISOString() } })
  return { and }
}

type Column = { header: string; value: (lead: Lead) => CsvCell }

function scalar(value: unknown): CsvCell {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined
}

function record(json: unknown): Record<string, unknown> {
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {}
}

/** The A/B variants the visitor saw: `other=control; test=variant`. */
function abTestsCell(json: unknown): string {
  return Object.entries(record(json))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([test, variant]) => (scalar(variant) === undefined ? [] : [`${test}=${String(variant)}`]))
    .join('; ')
}

export const LEAD_CSV_COLUMNS: readonly Column[] = [
  { header: 'Created at', value: (lead) => lead.createdAt },
  { header: 'Form', value: (lead) => lead.form },
  { header: 'Status', value: (lead) => lead.status },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Company', value: (lead) => lead.company },
  { header: 'Company size', value: (lead) => lead.companySize },
  { header: 'Country', value: (lead) => lead.country },
  { header: 'Phone', value: (lead) => lead.phone },
  { header: 'Product', value: (lead) => lead.product },
  { header: 'Topic', value: (lead) => lead.topic },
  { header: 'Message', value: (lead) => lead.message },
  { header: 'Sales region', value: (lead) => lead.salesRegion },
  { header: 'Locale', value: (lead) => lead.locale },
  { header: 'Visitor country', value: (lead) => lead.visitorCountry },
  { header: 'Page', value: (lead) => lead.page },
  { header: 'From', value: (lead) => lead.from },
  // One column per campaign cookie, named as the cookie is.
  ...ATTRIBUTION_COOKIES.map((cookie): Column => ({ header: cookie, value: (lead) => scalar(record(lead.attribution)[cookie]) })),
  { header: 'A/B tests', value: (lead) => abTestsCell(lead.abTests) },
]

export function leadCsvHeader(): string {
  return csvRow(LEAD_CSV_COLUMNS.map((column) => column.header))
}

export function leadCsvRow(lead: Lead): string {
  return csvRow(LEAD_CSV_COLUMNS.map((column) => column.value(lead)))
}

export function exportFilename(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`
}

/** Keyset paging neither skips nor repeats a lead when others arrive or go during the export, and costs the same on every page. */
export async function* leadPages(payload: Payload, user: PayloadRequest['user'], where: Where): AsyncGenerator<Lead[]> {
  let after: { createdAt: string; id: number } | undefined
  for (;;) {
    const cursor: Where[] = after
      ? [
          {
            or: [{ createdAt: { greater_than: after.createdAt } }, { and: [{ createdAt: { equals: after.createdAt } }, { id: { greater_than: after.id } }] }],
          },
        ]
      : []
    const { docs } = await payload.find({
      collection: 'leads',
      where: { and: [where, ...cursor] },
      sort: ['createdAt', 'id'],
      limit: EXPORT_PAGE_SIZE,
      pagination: false,
      depth: 0,
      // Read for the user, under their access rules.
      overrideAccess: false,
      user,
    })
    if (docs.length > 0) yield docs
    const last = docs.at(-1)
    if (!last || docs.length < EXPORT_PAGE_SIZE) return
    after = { createdAt: last.createdAt, id: last.id }
  }
}

const PRIVATE = { 'Cache-Control': 'private, no-store' }

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

export const exportLeads: PayloadHandler = async (req) => {
  if (!req.user) return problem(401, 'Log in to export leads.')
  if (!isContentEditorRole(req.user.roles)) return problem(403, 'Only admins and marketers may export leads.')
  const parsed = parseLeadExportFilters(req.searchParams)
  if (!parsed.ok) return problem(400, parsed.message)

  const pages = leadPages(req.payload, req.user, leadExportWhere(parsed.filters))
  let first: IteratorResult<Lead[]>
  try {
    // The first page is read before answering, so that a database that is down gets a 503, not a broken file.
    first = await pages.next()
  } catch (error) {
    const status = statusOf(error)
    if (status) return problem(status, error instanceof Error ? error.message : 'The leads could not be read.')
    req.payload.logger.error({ err: error, msg: 'Could not export leads' })
    return problem(503, 'The leads could not be read just now. Please try again.')
  }

  const encoder = new TextEncoder()
  let pending: Lead[] | undefined = first.done ? undefined : first.value
  let started = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(CSV_BOM + leadCsvHeader()))
        }
        const docs = pending ?? (await nextPage())
        pending = undefined
        if (!docs) {
          controller.close()
          return
        }
        controller.enqueue(encoder.encode(docs.map(leadCsvRow).join('')))
      } catch (error) {
        // Aborting the download, rather than ending it early, keeps a partial file from passing for a whole one.
        req.payload.logger.error({ err: error, msg: 'Lead export failed part way' })
        controller.error(error)
      }
    },
    async cancel() {
      await pages.return(undefined)
    },
  })

  async function nextPage(): Promise<Lead[] | undefined> {
    const next = await pages.next()
    return next.done ? undefined : next.value
  }

  return new Response(body, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFilename(new Date())}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
