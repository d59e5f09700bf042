import type { SiteChrome } from '@/cms/queries/load-site-chrome'
import { COOKIE_POLICY_PATH } from '@/domain/consent/consent'
import { hasImprint, IMPRINT_PATH } from '@/domain/pages/imprint'
import { interfaceText } from '@/i18n/interface-text'
import { formatText } from '@/i18n/format'
import { localizeHref } from '@/domain/routing/paths'
import { CmsLink } from '@/site/components/CmsLink'
import { CookieSettingsButton } from '@/site/consent/CookieSettingsButton'
import type { PageContext } from '@/site/pages/page-context'

type Props = { chrome: SiteChrome; context: Pick<PageContext, 'locale'> }

export function SiteFooter({ chrome, context: { locale } }: Props) {
  const text = interfaceText(locale)
  const { settings, footerGroups } = chrome
  const elsewhere = [
    { url: settings.hosts.community, text: text.community },
    // SPEC §2: the microfrontends host serves the apps built into the product.
    { url: settings.hosts.microfrontends, text: text.appsMarketplace },
    { url: settings.hosts.investors, text: text.investors },
    { url: settings.hosts.appStore, text: text.downloadAppStore },
    { url: settings.hosts.googlePlay, text: text.getGooglePlay },
  ].filter((link): link is { url: string; text: string } => Boolean(link.url))
  return (
    <footer className="site-footer">
      {footerGroups.length > 0 ? (
        <nav className="site-footer__groups" aria-label={text.footerNavigation}>
          {footerGroups.map((group) => (
            <section key={group.id} className="site-footer__group">
              <h2 className="site-footer__title">
                {/* Decorative: the title names the group. */}
                {typeof group.icon === 'object' && group.icon?.url ? (
                  <img className="site-footer__icon" src={group.icon.url} alt="" width={20} height={20} decoding="async" />
                ) : null}
                {group.title}
              </h2>
              <ul>
                {(group.links ?? []).map(({ link, id }) => (
                  <li key={id ?? link.url}>
                    <CmsLink link={{ ...link, newTab: link.newTab || group.openInNewTab }} appearance="plain" locale={locale} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      ) : null}
      {elsewhere.length > 0 ? (
        <ul className="site-footer__elsewhere">
          {elsewhere.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="site-footer__privacy">
        <li>
          <a href={localizeHref(COOKIE_POLICY_PATH, locale)}>{text.cookiePolicy}</a>
        </li>
        <li>
          <CookieSettingsButton label={text.cookieSettings} />
        </li>
        {hasImprint(locale) ? (
          <li>
            <a href={localizeHref(IMPRINT_PATH, locale)}>{text.imprint}</a>
          </li>
        ) : null}
      </ul>
      <p className="site-footer__legal">{formatText(text.copyright, { year: new Date().getFullYear(), brand: settings.brandName })}</p>
    </footer>
  )
}
