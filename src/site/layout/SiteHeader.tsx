import Link from 'next/link'

import type { HeaderMenu, SideMenu } from '@/payload-types'
import { CmsLink } from '@/site/components/CmsLink'

export type HeaderVariant = 'main' | 'developers' | 'slim'

type Props = {
  brandName: string
  variant: HeaderVariant
  menus: HeaderMenu
  sideMenu: NonNullable<SideMenu['items']>
}

/**
 * The page header in the variant the page chose. Submenus and the small-screen side menu are
 * <details> elements: they open with a click, a tap or the keyboard, with no script.
 */
export function SiteHeader({ brandName, variant, menus, sideMenu }: Props) {
  const items = menus[variant] ?? []
  return (
    <header className={`site-header site-header--${variant}`}>
      <Link className="site-header__brand" href="/" prefetch={false}>
        <span className="site-header__logo" aria-hidden="true" />
        {brandName}
      </Link>
      {items.length > 0 ? (
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {items.map((item) => (
              <li key={item.id ?? item.link.url} className="site-nav__item">
                {item.children?.length ? (
                  <details className="site-nav__submenu">
                    <summary>{item.link.text}</summary>
                    <ul>
                      <li>
                        <CmsLink link={item.link} appearance="plain" />
                      </li>
                      {item.children.map((child) => (
                        <li key={child.id ?? child.link.url}>
                          <CmsLink link={child.link} appearance="plain" />
                          {child.link.description ? <span className="site-nav__hint">{child.link.description}</span> : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <CmsLink link={item.link} appearance="plain" />
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {sideMenu.length > 0 ? (
        <details className="side-menu">
          <summary aria-label="Menu">
            <span aria-hidden="true">☰</span>
          </summary>
          <nav aria-label="Menu">
            <ul>
              {sideMenu.map((item) => (
                <li key={item.id ?? item.link.url}>
                  <CmsLink link={item.link} appearance="plain" />
                </li>
              ))}
            </ul>
          </nav>
        </details>
      ) : null}
    </header>
  )
}
