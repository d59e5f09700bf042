import { isEditorsChoice, isSponsored } from '@/domain/templates/gallery-listing'
import type { InterfaceText } from '@/i18n/interface-text'

/** A sponsored template says so; an editor's pick too. Nothing for the others. */
export function TemplateBadges({
  template,
  text,
}: {
  template: Parameters<typeof isSponsored>[0] & Parameters<typeof isEditorsChoice>[0]
  text: Pick<InterfaceText, 'templatesSponsored' | 'templatesEditorsChoice'>
}) {
  if (!isSponsored(template) && !isEditorsChoice(template)) return null
  return (
    <p className="template-card__badges">
      {isSponsored(template) ? <span className="template-badge template-badge--sponsored">{text.templatesSponsored}</span> : null}
      {isEditorsChoice(template) ? <span className="template-badge">{text.templatesEditorsChoice}</span> : null}
    </p>
  )
}
