import type { LivePreviewConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locales'
import { previewRouteHref } from '@/domain/preview'

/**
 * Live preview in the admin: the document's page rendered by the site's own page route, in
 * draft mode, in the locale being edited. Edits are autosaved as drafts after this many
 * milliseconds without typing; each autosave makes the frame re-render from the server
 * (src/site/preview/LiveRefresh.tsx), so the unsaved edit shows within a second.
 */
export const LIVE_PREVIEW_AUTOSAVE = { interval: 100 } as const

/** The admin's device sizes: a phone, a tablet and a desktop. */
export const PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: 'Phone', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

type UrlArgs = Parameters<Extract<NonNullable<LivePreviewConfig['url']>, (...args: never[]) => unknown>>[0]

/** The path of the page that shows a document: its own, or for the chrome, the home page; for a mini-site, a page of its. */
export async function previewPathOf({
  collectionConfig,
  globalConfig,
  data,
  req,
}: Pick<UrlArgs, 'collectionConfig' | 'globalConfig' | 'data' | 'req'>): Promise<string> {
  if (collectionConfig?.slug === 'pages' && typeof data?.path === 'string') return data.path
  if (collectionConfig?.slug === 'mini-sites' && data?.id !== undefined) return (await firstPageOfMiniSite(req, data.id)) ?? '/'
  // Header menus, the side menu and the footer's link groups are on every page: the home page shows them.
  void globalConfig
  return '/'
}

async function firstPageOfMiniSite(req: PayloadRequest, id: number | string): Promise<string | undefined> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { miniSite: { equals: id } },
    limit: 1,
    depth: 0,
    draft: true,
    sort: 'path',
    select: { path: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs[0]?.path
}

/** The live preview's address: the preview route, absolute (the admin matches the frame's messages by origin). */
export function livePreviewConfig(serverUrl: string): RootLivePreviewConfig {
  return {
    collections: ['pages', 'mini-sites', 'footer-link-groups'],
    globals: ['header-menus', 'side-menu'],
    breakpoints: PREVIEW_BREAKPOINTS,
    url: async (args) => {
      const code = args.locale?.code
      const locale: Locale = isLocale(code) ? code : DEFAULT_LOCALE
      return `${serverUrl}${previewRouteHref(await previewPathOf(args), locale)}`
    },
  }
}
