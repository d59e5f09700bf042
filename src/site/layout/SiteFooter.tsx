import type { FooterLinkGroup } from '@/payload-types'
import { CmsLink } from '@/site/components/CmsLink'

type Props = { brandName: string; groups: FooterLinkGroup[] }

/** The footer's link groups, in the order marketers gave them. */
export function SiteFooter({ brandName, groups }: Props) {
  return (
    <footer className="site-footer">
      {groups.length > 0 ? (
        <nav className="site-footer__groups" aria-label="Footer">
          {groups.map((group) => (
            <section key={group.id} className="site-footer__group">
              <h2 className="site-footer__title">{group.title}</h2>
              <ul>
                {(group.links ?? []).map(({ link, id }) => (
                  <li key={id ?? link.url}>
                    <CmsLink link={{ ...link, newTab: link.newTab || group.openInNewTab }} appearance="plain" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      ) : null}
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {brandName}
      </p>
    </footer>
  )
}
