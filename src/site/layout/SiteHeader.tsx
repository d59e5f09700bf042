import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { abVariant } from '@/domain/ab/assignment'
import { accountUrl, loginUrl, signUpUrl } from '@/domain/auth-links'
import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { LOCALE_CODES } from '@/domain/locales'
import { localizeHref, pathFor } from '@/domain/routing/paths'
import type { Page } from '@/payload-types'
import { ConversionCmsLink } from '@/site/ab/ConversionCmsLink'
import { headerItemsForVariants, REQUEST_DEMO_HREF } from '@/site/ab/header-menu'
import { SignUpLink } from '@/site/ab/SignUpLink'
import { signUpButtonText } from '@/site/ab/sign-up'
import { CmsLink } from '@/site/components/CmsLink'
import { MiniSiteNav, UnifiedLogo } from '@/site/minisite/MiniSiteBar'
import type { MiniSiteView } from '@/site/minisite/mini-site-view'
import type { PageContext } from '@/site/pages/page-context'
import { problemReporter } from '@/site/pages/problem-reporter'

import { HeaderMenus } from './HeaderMenus'
import { LanguageSwitcher } from './LanguageSwitcher'
import { PhoneMenuGroups } from './PhoneMenuGroups'
import { SignUpMenu } from './SignUpMenu'
import '@/site/styles/menus.css'

type Props = {
  page: Pick<Page, 'headerVariant' | 'onlyInLocales'>
  chrome: SiteChrome
  context: PageContext
  /** The add-solution page's solution; CMS pages have none. */
  search?: string
  miniSite?: MiniSiteView | null
}

/**
 * Menus are <details> elements, so they open without a script (HeaderMenus adds Escape and one at a time).
 * The header's A/B variants are rendered on the server, for the variants the HTML is cached for.
 */
export function SiteHeader({ page, chrome, context, search, miniSite }: Props) {
  const { locale, path } = context
  const { settings, headerMenus, sideMenu } = chrome
  const variant = page.headerVariant ?? 'main'
  const text = interfaceText(locale)
  const items = headerItemsForVariants(headerMenus[variant] ?? [], { menu: variant, ab: context.ab, text })
  const authHost = settings.hosts.auth
  return (
    <header className={`site-header site-header--${variant}${miniSite ? ' site-header--unified' : ''}`}>
      <a className="site-header__brand" href={pathFor({ path: '/' }, locale)} aria-label={formatText(text.homeLink, { brand: settings.brandName })}>
        <span className="site-header__logo" aria-hidden="true" />
        {settings.brandName}
      </a>
      {miniSite ? <UnifiedLogo view={miniSite} context={context} /> : null}
      {items.length > 0 ? (
        <nav className="site-nav" aria-label={text.mainNavigation}>
          <ul className="site-nav__list">
            {items.map((item) => (
              <li key={item.id ?? item.link.url} className="site-nav__item">
                {item.children?.length ? (
                  <details className="site-nav__submenu">
                    <summary>{item.link.text}</summary>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.id ?? child.link.url}>
                          <CmsLink link={child.link} appearance="plain" locale={locale} />
                          {child.link.description ? <span className="site-nav__hint">{child.link.description}</span> : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <CmsLink link={item.link} appearance="plain" locale={locale} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="site-header__actions">
        <LanguageSwitcher locale={locale} path={path} search={search} locales={page.onlyInLocales?.length ? page.onlyInLocales : LOCALE_CODES} />
        {context.knownVisitor ? (
          <a className="block-link block-link--primary site-header__account" href={accountUrl(authHost)}>
            {text.goToMyAccount}
          </a>
        ) : null}
        {variant !== 'slim' && !context.knownVisitor ? (
          <a className="site-header__login" href={loginUrl(authHost)}>
            {text.logIn}
          </a>
        ) : null}
        {abVariant(context.ab, 'requestADemo') === 'request_demo' ? (
          <a className="block-link block-link--secondary site-header__demo" href={localizeHref(REQUEST_DEMO_HREF, locale)}>
            {text.requestDemo}
          </a>
        ) : null}
        {context.knownVisitor ? null : (
          // One split button: the product menu's ▾ is the sign-up button's own end, not a control beside it.
          <div className="signup-split">
            <SignUpLink
              url={signUpUrl(authHost, context.product, problemReporter(context))}
              ab={context.ab}
              className="block-link block-link--primary site-header__signup"
            >
              {signUpButtonText(text, context.ab)}
            </SignUpLink>
            {context.product ? null : <SignUpMenu context={context} />}
          </div>
        )}
      </div>
      {sideMenu.length > 0 ? (
        <details className="side-menu">
          <summary aria-label={text.menu}>
            <span aria-hidden="true">☰</span>
          </summary>
          <nav aria-label={text.menu}>
            <PhoneMenuGroups items={items} sideMenuUrls={sideMenu.map((item) => item.link.url)} locale={locale} />
            <ul>
              {sideMenu.map((item) => (
                <li key={item.id ?? item.link.url}>
                  <ConversionCmsLink link={item.link} appearance="plain" locale={locale} context={context} />
                </li>
              ))}
            </ul>
          </nav>
        </details>
      ) : null}
      {miniSite ? <MiniSiteNav view={miniSite} context={context} /> : null}
      <HeaderMenus />
    </header>
  )
}
