import type { Locale } from '@/domain/locales'
import type { HeaderItem } from '@/site/ab/headerMenu'
import { CmsLink } from '@/site/components/CmsLink'

/**
 * The header menu's submenus (the products, the solutions) inside the phone menu, where the
 * header's own menu has no room: each group under its name, so every product page is one tap
 * away on a phone too. Top-level links without a submenu are left to the side menu's own list.
 */
export function PhoneMenuGroups({ items, locale }: { items: readonly HeaderItem[]; locale: Locale }) {
  const groups = items.filter((item) => item.children?.length)
  if (groups.length === 0) return null
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
    </>
  )
}
