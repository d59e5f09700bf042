import type { Locale } from '@/domain/locales'
import { normalisePath } from '@/domain/routing/paths'
import type { HeaderItem } from '@/site/ab/header-menu'
import { CmsLink } from '@/site/components/CmsLink'

/**
 * The header's top-level links without a submenu that the side menu does not offer already (by
 * path: `?from=` only tells the two menus apart), so the phone menu reaches every page the
 * header does.
 */
export function headerLinksMissingFromSideMenu(items: readonly HeaderItem[], sideMenuUrls: readonly string[]): HeaderItem[] {
  const offered = new Set(sideMenuUrls.map(normalisePath))
  return items.filter((item) => !item.children?.length && !offered.has(normalisePath(item.link.url)))
}

type Props = { items: readonly HeaderItem[]; sideMenuUrls: readonly string[]; locale: Locale }

/**
 * The header menu inside the phone menu, where the header's own menu has no room: each submenu
 * (the products, the solutions) under its name, so every product page is one tap away on a phone
 * too, then the top-level links the side menu's own list lacks (Templates).
 */
export function PhoneMenuGroups({ items, sideMenuUrls, locale }: Props) {
  const groups = items.filter((item) => item.children?.length)
  const links = headerLinksMissingFromSideMenu(items, sideMenuUrls)
  if (groups.length === 0 && links.length === 0) return null
  return (
    <>
      {groups.map((group, index) => (
        <div key={group.id ?? group.link.url} className="side-menu__group" role="group" aria-labelledby={`side-menu-group-${index}`}>
          <p className="side-menu__heading" id={`side-menu-group-${index}`}>
            {group.link.text}
          </p>
          <ul>
            {group.children!.map((child) => (
              <li key={child.id ?? child.link.url}>
                <CmsLink link={child.link} appearance="plain" locale={locale} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {links.length > 0 ? (
        <ul className="side-menu__header-links">
          {links.map((item) => (
            <li key={item.id ?? item.link.url}>
              <CmsLink link={item.link} appearance="plain" locale={locale} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
