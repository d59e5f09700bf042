import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import type { TemplateDetail } from '@/cms/queries/template-gallery'
import { signUpUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { localizeHref } from '@/domain/routing/paths'
import { productOfTemplate } from '@/domain/templates/product'
import { countsOf, teamSizeOf } from '@/domain/templates/gallery-listing'
import {
  DEFAULT_GALLERY_QUERY,
  galleryHref,
  TAG_CATEGORY_NAMES,
  tagCategoryName,
  TEMPLATE_GALLERY_PATH,
  type TagCategoryName,
} from '@/domain/templates/gallery-query'
import { signUpWithTemplateUrl } from '@/domain/templates/interactions'
import { signUpLinkProps } from '@/site/ab/sign-up'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'
import type { PageContext } from '@/site/pages/page-context'
import { problemReporter } from '@/site/pages/problem-reporter'
import '@/site/styles/blocks.css'

import { tagCategoryLabel } from './GalleryView'
import { LikeButton } from './LikeButton'
import { TemplateBadges } from './TemplateBadges'
import { TemplatePicture } from './TemplatePicture'
import { UseTemplateLink } from './UseTemplateLink'
import { ViewBeacon } from './ViewBeacon'
import './templates.css'

type Props = { chrome: SiteChrome; context: PageContext; template: TemplateDetail }

/** The HTML is the same for every visitor: the like state and the view count come from small islands. */
export function TemplatePageView({ chrome, context, template }: Props) {
  const { locale } = context
  const text = interfaceText(locale)
  const teamSize = teamSizeOf(template.tags)
  const { likes, uses } = countsOf(template)
  const board = template.images.find((entry) => entry.type === 'board')?.image
  const selfie = template.images.find((entry) => entry.type === 'selfie')?.image
  const signUp = template.boardId
    ? signUpLinkProps(
        signUpWithTemplateUrl(signUpUrl(chrome.settings.hosts.auth, productOfTemplate(template.tags), problemReporter(context)), template.boardId),
        context.ab,
      )
    : undefined
  const tagsByCategory = TAG_CATEGORY_NAMES.map((name) => ({
    name,
    values: template.tags.filter((tag) => tagCategoryName(tag.category) === name).map((tag) => tag.value),
  })).filter((group) => group.values.length > 0)
  const filterHref = (name: TagCategoryName, value: string) =>
    localizeHref(galleryHref({ ...DEFAULT_GALLERY_QUERY, category: 'latest', tags: { [name]: value } }), locale)

  return (
    <>
      <SiteHeader page={{ headerVariant: 'main', onlyInLocales: [] }} chrome={chrome} context={context} />
      <main id="main" className="page template-page">
        <ViewBeacon templateId={template.id} />
        <p className="template-page__back">
          <a href={localizeHref(TEMPLATE_GALLERY_PATH, locale)}>{text.templatesBack}</a>
        </p>
        <header className="page__hero template-page__hero">
          <TemplateBadges template={template} text={text} />
          <h1>{template.title}</h1>
          {template.authorName ? <p className="template-page__author">{formatText(text.templatesSharedBy, { name: template.authorName })}</p> : null}
          <dl className="template-page__facts">
            {teamSize ? (
              <div>
                <dt>{text.templatesTeamSize}</dt>
                <dd>{teamSize}</dd>
              </div>
            ) : null}
          </dl>
          <p className="template-page__uses">{formatText(text.templatesUses, { count: uses })}</p>
          <div className="template-page__actions">
            {signUp && template.boardId ? (
              <UseTemplateLink
                href={signUp.href}
                conversion={signUp['data-ab-conversion']}
                templateId={template.id}
                boardId={template.boardId}
                className="block-link block-link--primary"
              >
                {text.templatesUse}
              </UseTemplateLink>
            ) : null}
            <LikeButton
              templateId={template.id}
              initialLikes={likes}
              text={{ like: text.templatesLike, likes: text.templatesLikes, error: text.templatesLikeError }}
            />
          </div>
          {signUp ? <p className="template-page__hint">{text.templatesUseHint}</p> : null}
        </header>

        {board ? (
          <figure className="template-page__board">
            <TemplatePicture
              image={board}
              alt={board.alt || formatText(text.templatesBoardAlt, { title: template.title })}
              sizes="(min-width: 72rem) 72rem, 100vw"
              priority
            />
          </figure>
        ) : null}

        <div className="template-page__content">
          <section className="template-page__story" aria-labelledby="template-story">
            <h2 id="template-story">{text.templatesStory}</h2>
            {template.paragraphs.map((paragraph) => (
              <p key={paragraph.id}>{paragraph.text}</p>
            ))}
          </section>
          <aside className="template-page__aside">
            {selfie ? (
              <TemplatePicture
                image={selfie}
                alt={selfie.alt || formatText(text.templatesSelfieAlt, { title: template.title })}
                sizes="12rem"
                className="template-page__selfie"
              />
            ) : null}
            {tagsByCategory.length > 0 ? (
              <section aria-labelledby="template-tags">
                <h2 id="template-tags">{text.templatesTags}</h2>
                <dl className="template-page__tags">
                  {tagsByCategory.map(({ name, values }) => (
                    <div key={name}>
                      <dt>{tagCategoryLabel(text, name)}</dt>
                      {values.map((value) => (
                        <dd key={value}>
                          <a href={filterHref(name, value)}>{value}</a>
                        </dd>
                      ))}
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </aside>
        </div>
      </main>
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}
