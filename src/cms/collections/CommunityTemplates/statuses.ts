import { TEMPLATE_STATUS, type TemplateStatus, templateStatusText } from '@/domain/templates/templates'

export type StatusName = Lowercase<keyof typeof TEMPLATE_STATUS>

/** Moderators read what authors read: the spec's text, no internal names or codes. */
export function statusDisplayText(status: number | null | undefined): string {
  if (status === null || status === undefined) return 'Submitted'
  const text = templateStatusText(status)
  if (status === TEMPLATE_STATUS.APPROVED_PAID) return `${text}, paid`
  if (status === TEMPLATE_STATUS.APPROVED_BY_USER) return `${text}, by the author`
  return text
}

/** The admin picks a status by its text; the API takes the name, and the numeric code is stored beside it. */
export const STATUS_OPTIONS = (Object.entries(TEMPLATE_STATUS) as [keyof typeof TEMPLATE_STATUS, TemplateStatus][]).map(([name, code]) => ({
  value: name.toLowerCase() as StatusName,
  label: statusDisplayText(code),
}))

export function statusCodeOf(name: unknown): TemplateStatus | undefined {
  const key = typeof name === 'string' ? (name.toUpperCase() as keyof typeof TEMPLATE_STATUS) : undefined
  return key && key in TEMPLATE_STATUS ? TEMPLATE_STATUS[key] : undefined
}

export function statusNameOf(code: number): StatusName | undefined {
  return STATUS_OPTIONS.find((option) => statusCodeOf(option.value) === code)?.value
}
