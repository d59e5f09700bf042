import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { listingPathOf } from '@/domain/articles/addresses'
import type { ArticleKind } from '@/domain/articles/kinds'
import { languageEntry } from '@/domain/locales'
import { pathFor } from '@/domain/routing/paths'
import type { Messages } from '@/i18n/messages-shape'
import { messages } from '@/i18n/messages'
import type { Article } from '@/payload-types'
import { MediaImage } from '@/site/blocks/MediaBlock/Component'
import { RichText } from '@/site/components/RichText'
import { LanguageSuggestion } from '@/site/layout/LanguageSuggestion'
import { ShownInEnglishNote } from '@/site/layout/ShownInEnglishNote'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'
import type { PageContext } from '@/site/pages/page-context'

import { ArticleMeta } from './ArticleMeta'
import './articles.css'

const BACK_TO = {
  blog: 'articleBackToBlog',
  help: 'articleBackToHelp',
  webinar: 'articleBackToWebinars',
  news: 'articleBackToNews',
} as const satisfies Record<ArticleKind, keyof Messages['articles']>

type Props = {
  article: Article
  chrome: SiteChrome
  context: PageContext
  /** Not translated into the visitor's language: its English text is marked as such. */
  english: boolean
}

/** One article in the reading column: title, date and author, picture, body, and the way back to its list. */
export function ArticlePage({ article, chrome, context, english }: Props) {
  const { locale } = context
  const text = messages(locale)
  return (
    <>
      <LanguageSuggestion path={context.path} suggested={context.languageSuggestion} />
      <SiteHeader page={{ headerVariant: 'main', onlyInLocales: [] }} chrome={chrome} context={context} />
      <main id="main">
        <article className="article" lang={english ? 'en' : undefined}>
          {english ? <ShownInEnglishNote locale={locale} /> : null}
          <header className="article__header">
            <p className="article__back">
              <a href={pathFor({ path: listingPathOf(article.kind) }, locale)} lang={english ? languageEntry(locale).htmlLang : undefined}>
                {text.articles[BACK_TO[article.kind]]}
              </a>
            </p>
            <h1 className="article__title">{article.title}</h1>
            <ArticleMeta article={article} locale={locale} />
          </header>
          <MediaImage media={article.picture} sizes="(min-width: 48rem) 46rem, 100vw" priority className="article__picture" />
          <RichText data={article.body} className="article__body" />
        </article>
      </main>
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}
