import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import type { Locale } from '@/domain/locales'
import { localizeHref } from '@/domain/routing/paths'
import { countsOf, teamSizeOf, type GalleryTemplate } from '@/domain/templates/gallery-listing'
import { templatePagePath } from '@/domain/templates/gallery-query'

import { TemplateBadges } from './TemplateBadges'
import { TemplatePicture } from './TemplatePicture'
import './templates.css'

type Props = {
  template: GalleryTemplate
  locale: Locale
  headingLevel?: 'h2' | 'h3'
}

export function TemplateCard({ template, locale, headingLevel: Heading = 'h3' }: Props) {
  const text = interfaceText(locale)
  const teamSize = teamSizeOf(template.tags)
  const { likes, uses } = countsOf(template)
  return (
    <article className="template-card">
      {template.image ? (
        // The title beside it is the link's text: the picture adds nothing to read out.
        <TemplatePicture image={template.image} alt="" sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw" className="template-card__image" />
      ) : (
        <div className="template-card__image template-card__image--none" aria-hidden="true" />
      )}
      <div className="template-card__body">
        <TemplateBadges template={template} text={text} />
        <Heading className="template-card__title">
          <a className="template-card__link" href={localizeHref(templatePagePath(template.id), locale)}>
            {template.title}
          </a>
        </Heading>
        {template.excerpt ? <p className="template-card__excerpt">{template.excerpt}</p> : null}
        <ul className="template-card__facts">
          {teamSize ? (
            <li>
              <span className="template-card__fact-label">{text.templatesTeamSize}</span> {teamSize}
            </li>
          ) : null}
          <li>{formatText(text.templatesLikes, { count: likes })}</li>
          <li>{formatText(text.templatesUses, { count: uses })}</li>
        </ul>
        {template.authorName ? <p className="template-card__author">{formatText(text.templatesSharedBy, { name: template.authorName })}</p> : null}
      </div>
    </article>
  )
}
