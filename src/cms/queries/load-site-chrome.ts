import type { Payload } from 'payload'

import type { Locale } from '@/domain/locales'
import type { FooterLinkGroup, HeaderMenu, SideMenu, SiteSetting } from '@/payload-types'

import type { Previewer } from './previewer'

export type SiteChrome = {
  headerMenus: HeaderMenu
  sideMenu: NonNullable<SideMenu['items']>
  footerGroups: FooterLinkGroup[]
  settings: SiteSetting
}

/** Published only, with a visitor's rights; for a staff preview, drafts with the previewer's rights. */
export async function loadSiteChrome(payload: Payload, locale: Locale, preview?: { user: Previewer }): Promise<SiteChrome> {
  const visitor = { overrideAccess: false, draft: Boolean(preview), depth: 1, locale, ...(preview ? { user: preview.user } : {}) } as const
  const [headerMenus, sideMenu, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header-menus', ...visitor }),
    payload.findGlobal({ slug: 'side-menu', ...visitor }),
    payload.find({ collection: 'footer-link-groups', ...visitor, sort: 'order', limit: 20 }),
    payload.findGlobal({ slug: 'site-settings', ...visitor }),
  ])
  return { headerMenus, sideMenu: sideMenu.items ?? [], footerGroups: footer.docs, settings }
}
