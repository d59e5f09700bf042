import type { ReactNode } from 'react'

import { interfaceText } from '@/i18n/interface-text'
import { localizeHref, normalisePath } from '@/domain/routing/paths'
import type { DocsSidebar } from '@/payload-types'
import type { PageContext } from '@/site/pages/page-context'

type Props = {
  sidebar: DocsSidebar | null | undefined
  context: PageContext
  children: ReactNode
}

const isCurrent = (url: string, path: string) => url.startsWith('/') && !url.startsWith('//') && normalisePath(url) === path

export function DocsLayout({ sidebar, context, children }: Props) {
  const sections = (sidebar?.sections ?? []).filter((section) => (section.links?.length ?? 0) > 0)
  if (sections.length === 0) return <>{children}</>
  const { locale, path } = context
  return (
    <div className="docs-layout">
      <nav className="docs-sidebar" aria-label={interfaceText(locale).docsNavigation}>
        {sections.map((section) => (
          <div key={section.id ?? section.title} className="docs-sidebar__section">
            <h2 className="docs-sidebar__title">{section.title}</h2>
            <ul className="docs-sidebar__links">
              {(section.links ?? []).map(({ id, link }) => {
                const current = isCurrent(link.url, path)
                const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
                return (
                  <li key={id ?? link.url}>
                    {link.url.startsWith('/') ? (
                      <a className="docs-sidebar__link" href={localizeHref(link.url, locale)} aria-current={current ? 'page' : undefined} {...newTab}>
                        {link.text}
                      </a>
                    ) : (
                      <a className="docs-sidebar__link" href={link.url} {...newTab}>
                        {link.text}
                      </a>
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="docs-layout__content">{children}</div>
    </div>
  )
}
