import { TEMPLATE_STATUS, type TemplateStatus, templateStatusText } from '@/domain/templates'

export type StatusName = Lowercase<keyof typeof TEMPLATE_STATUS>

/** The admin picks a status by name; the spec's numeric code is stored beside it. */
export const STATUS_OPTIONS = (Object.entries(TEMPLATE_STATUS) as [keyof typeof TEMPLATE_STATUS, TemplateStatus][]).map(
  ([name, code]) => ({
    value: name.toLowerCase() as StatusName,
    label: `${templateStatusText(code)} (${name.toLowerCase().replaceAll('_', ' ')}, ${code})`,
  }),
)

export function statusCodeOf(name: unknown): TemplateStatus | undefined {
  const key = typeof name === 'string' ? (name.toUpperCase() as keyof typeof TEMPLATE_STATUS) : undefined
  return key && key in TEMPLATE_STATUS ? TEMPLATE_STATUS[key] : undefined
}

/** The select's value for a numeric status. */
export function statusNameOf(code: number): StatusName | undefined {
  return STATUS_OPTIONS.find((option) => statusCodeOf(option.value) === code)?.value
}
