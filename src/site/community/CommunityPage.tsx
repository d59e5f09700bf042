import type { ReactNode } from 'react'

import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { communityHref } from '@/domain/community/pages'
import type { CommunityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'
import { SiteFooter } from '@/site/layout/SiteFooter'
import { SiteHeader } from '@/site/layout/SiteHeader'
import type { PageContext } from '@/site/pages/page-context'

import '@/site/styles/blocks.css'

import './community.css'
import type { FormAction } from './state'

type Props = {
  chrome: SiteChrome
  context: PageContext
  text: CommunityText
  title: string
  intro?: string
  member?: { name: string } | undefined
  logoutAction?: FormAction
  search?: string
  children: ReactNode
}

export function CommunityPage({ chrome, context, text, title, intro, member, logoutAction, search, children }: Props) {
  return (
    <>
      <SiteHeader page={{ headerVariant: 'main', onlyInLocales: [] }} chrome={chrome} context={context} search={search} />
      <main id="main" className="page community">
        {member && logoutAction ? <MemberBar locale={context.locale} text={text} name={member.name} logoutAction={logoutAction} /> : null}
        <header className="page__hero community__hero">
          <h1>{title}</h1>
          {intro ? <p className="page__summary">{intro}</p> : null}
        </header>
        {children}
      </main>
      <SiteFooter chrome={chrome} context={context} />
    </>
  )
}

type BarProps = { locale: PageContext['locale']; text: CommunityText; name: string; logoutAction: FormAction }

/** A form, so it works without JavaScript. */
export function MemberBar({ locale, text, name, logoutAction }: BarProps) {
  return (
    <nav className="community-bar" aria-label={text.communityNavLabel}>
      <p className="community-bar__who">{formatText(text.communityLoggedInAs, { name })}</p>
      <ul className="community-bar__links">
        <li>
          <a href={communityHref('myTemplates', locale)}>{text.communityMyTemplates}</a>
        </li>
        <li>
          <a href={communityHref('submit', locale)}>{text.communityShareTemplate}</a>
        </li>
        <li>
          <form action={logoutAction} className="community-bar__logout">
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className="community-bar__button">
              {text.communityLogOut}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  )
}
